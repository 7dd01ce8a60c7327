import { useSearchParams } from 'react-router';
import { useT } from '#web/i18n/hooks';
import '#web/styles/admin-letters.css';
import { useOfficialLetters, type OfficialCodeLetter } from '../../api/official-codes';
import { PrintableSection } from './printable-section';
import { useAdminContext } from '../../hooks/use-admin-context';

/** "ABCD EFGH": easier to copy by hand from paper. */
const spaced = (code: string) => `${code.slice(0, 4)} ${code.slice(4)}`;
const qrSource = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** One letter, in the candidate's language (its texts come from the server). */
function Letter({ letter }: { letter: OfficialCodeLetter }) {
  const headingId = `letter-${letter.code}`;
  const { texts } = letter;
  return (
    <article className="letter" aria-labelledby={headingId} lang={letter.language}>
      <p className="letter__sender">{texts.sender}</p>
      <h2 id={headingId} className="letter__name">
        {letter.name}
      </h2>
      <p>{texts.details}</p>
      {texts.reminder && (
        <p>
          <strong>{texts.reminder}</strong>
        </p>
      )}
      <p>{texts.invitation}</p>
      <p className="letter__link">{letter.link}</p>
      <div className="letter__code-row">
        <div>
          <p>{texts.code_label}</p>
          <p className="letter__code">{spaced(letter.code)}</p>
          <p>{texts.qr_hint}</p>
        </div>
        <img
          className="letter__qr"
          src={qrSource(letter.qr_svg)}
          alt={texts.qr_alt}
          width={160}
          height={160}
        />
      </div>
      <p>{texts.until}</p>
      <p>{texts.locked}</p>
      {texts.contact && <p className="letter__contact">{texts.contact}</p>}
    </article>
  );
}

/**
 * /{id}/admin/ehdokaslista/kirjeet: one letter per official candidate whose code no email
 * carries (link, code, QR code), in the candidate's language, printed one to a sheet; with
 * ?muistutus=1 the same as reminder letters. The codes are shown only here and on paper.
 */
export function LettersSection() {
  const t = useT();
  const { municipalityId } = useAdminContext();
  const id = municipalityId ?? '';
  const reminder = useSearchParams()[0].get('muistutus') === '1';
  const letters = useOfficialLetters(id, reminder);
  return (
    <PrintableSection
      municipalityId={id}
      title={reminder ? t('admin.letters.reminderTitle') : t('admin.letters.title')}
      intro={reminder ? t('admin.letters.reminderIntro') : t('admin.letters.intro')}
      query={letters}
      failedMessage={t('admin.letters.loadFailed')}
      countText={(count) => t('admin.letters.count', { count })}
      printLabel={t('admin.letters.print')}
      screen="letters__screen"
      pages="letters"
      render={(letter) => <Letter key={letter.code} letter={letter} />}
    />
  );
}
