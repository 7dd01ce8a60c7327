const STEPS = [
  {
    title: 'Valitse kuntasi',
    text: 'Näet oman kuntasi ehdokkaat ja heidän vastauksensa.',
  },
  {
    title: 'Vastaa väittämiin',
    text: 'Kerro jokaisen väittämän kohdalla, oletko samaa vai eri mieltä. Voit ohittaa väittämän, jos et halua vastata. Kiirettä ei ole.',
  },
  {
    title: 'Katso tulokset',
    text: 'Näet, kuinka hyvin kunkin ehdokkaan mielipiteet vastaavat omiasi. Voit myös tulostaa tulokset.',
  },
];

export function HowItWorks() {
  return (
    <section className="section" aria-labelledby="how-it-works-heading">
      <h2 id="how-it-works-heading">Näin vaalikone toimii</h2>
      <ol className="steps">
        {STEPS.map((step) => (
          <li key={step.title} className="steps__item">
            <h3 className="steps__title">{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
