import { Link } from 'react-router';
import { QueryStatus } from '#web/components/query-status';
import { useT } from '#web/i18n/hooks';
import { paths } from '#web/paths';
import '#web/styles/admin-letters.css';
import { useOfficialLetters, type OfficialCodeLetter } from '../../api/official-codes';
import { AdminSection } from '../../components/admin-section';
import { useAdminContext } from '../../hooks/use-admin-context';
import { formatDateTime } from '../../lib/date-time';

/** "ABCD EFGH": easier to copy by hand from paper. */
const spaced = (code: string) => `${code.slice(0, 4)} ${code.slice(4)}`;
const qrSource = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

function Letter({ letter, municipality }: { letter: OfficialCodeLetter; municipality: string }) {
  const t = useT();
  const headingId = `letter-${letter.code}`;
  return (
    <article className="letter" aria-labelledby={headingId}>
      <p className="letter__sender">{t('admin.letters.sender', { municipality })}</p>
      <h2 id={headingId} className="letter__name">
        {letter.name}
      </h2>
      <p>{t('admin.letters.details', { party: letter.party, number: letter.candidate_number })}</p>
      <p>{t('admin.letters.invitation')}</p>
      <p className="letter__link">{letter.link}</p>
      <div className="letter__code-row">
        <div>
          <p>{t('admin.letters.codeLabel')}</p>
          <p className="letter__code">{spaced(letter.code)}</p>
          <p>{t('admin.letters.qrHint')}</p>
        </div>
        <img
          className="letter__qr"
          src={qrSource(letter.qr_svg)}
          alt={t('admin.letters.qrAlt')}
          width={160}
          height={160}
        />
      </div>
      <p>{t('admin.letters.expires', { date: formatDateTime(letter.expires_at) })}</p>
      <p>{t('admin.letters.locked')}</p>
    </article>
  );
}

/**
 * /{id}/admin/ehdokaslista/kirjeet: one letter per official candidate without email (link,
 * code, QR code), printed one to a sheet. The codes are shown only here and on paper.
 */
export function LettersSection() {
  const t = useT();
  const { municipalityId, municipalityName } = useAdminContext();
  const id = municipalityId ?? '';
  const letters = useOfficialLetters(id);
  const data = letters.data;
  return (
    <AdminSection
      title={t('admin.letters.title')}
      intro={<p className="letters__screen">{t('admin.letters.intro')}</p>}
    >
      <div className="letters__screen">
        <p>
          <Link to={paths.municipalityAdminSection(id, 'ehdokaslista')}>
            {t('admin.letters.back')}
          </Link>
        </p>
        <QueryStatus query={letters} failedMessage={t('admin.letters.loadFailed')} />
        {data && <p role="status">{t('admin.letters.count', { count: data.length })}</p>}
        {data && data.length > 0 && (
          <p>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                window.print();
              }}
            >
              {t('admin.letters.print')}
            </button>
          </p>
        )}
      </div>
      {data && (
        <div className="letters">
          {data.map((letter) => (
            <Letter key={letter.code} letter={letter} municipality={municipalityName ?? id} />
          ))}
        </div>
      )}
    </AdminSection>
  );
}
