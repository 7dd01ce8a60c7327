import { usePageTitle } from '../../../lib/use-page-title';

interface CandidateSubmissionPlaceholderProps {
  code?: string;
}

export function CandidateSubmissionPlaceholder({ code }: CandidateSubmissionPlaceholderProps) {
  usePageTitle('Ehdokkaan lomake');
  return (
    <div className="page">
      <h1>Ehdokkaan lomake</h1>
      <p>
        Ehdokkaana täytät tällä lomakkeella omat tietosi ja vastauksesi vaalikoneen väittämiin.
        Tarvitset sähköpostiisi lähetetyn pääsykoodin. Lomake otetaan käyttöön vaalikoneen
        seuraavassa versiossa.
      </p>
      {code && (
        <p>
          Pääsykoodisi: <strong className="code">{code}</strong>
        </p>
      )}
    </div>
  );
}
