/** 'Step 2 of 4' with a bar. */
export function StepBar({ current, total, labels }: { current: number; total: number; labels?: readonly string[] }) {
  return (
    <div className="acc-steps" role="group" aria-label={`Step ${current} of ${total}`}>
      <ol className="acc-steps__list">
        {Array.from({ length: total }, (_, i) => (
          <li key={i} className={`acc-steps__item${i + 1 <= current ? ' acc-steps__item--done' : ''}${i + 1 === current ? ' acc-steps__item--current' : ''}`}>
            <span className="acc-steps__dot">{i + 1}</span>
            {labels?.[i] ? <span className="acc-steps__label">{labels[i]}</span> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
