/** The promise about where the unsent answers are kept (shown on every step). */
export function SavedOnDeviceNote() {
  return (
    <p className="cs-note">
      Lomakkeella ei ole aikarajaa. Tietosi ja vastauksesi tallentuvat vain tälle laitteelle (tähän
      selaimeen), kunnes lähetät ne. Voit jatkaa myöhemmin samalla laitteella.
    </p>
  );
}
