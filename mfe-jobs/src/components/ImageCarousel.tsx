import { useRef, useState } from 'react';
import { fileUrl } from '@phjobs/web-core/api';

/** Swipeable images (scroll snap) with an 'n/N' counter; a plain panel when the ad has none. */
export function ImageCarousel({ images, fallback, logoKey }: { images: readonly { key: string; fileName: string }[]; fallback: string; logoKey?: string | null }) {
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  if (images.length === 0) {
    return (
      <div className="jobs-carousel jobs-carousel--empty" aria-hidden="true">
        {logoKey ? <img src={fileUrl(logoKey) ?? ''} alt="" /> : <span>{fallback.trim().charAt(0).toUpperCase()}</span>}
      </div>
    );
  }
  const go = (i: number) => {
    const el = track.current;
    if (el) el.scrollTo({ left: i * el.clientWidth, behavior: 'smooth' });
  };
  return (
    <div className="jobs-carousel" role="region" aria-roledescription="carousel" aria-label="Images of the job ad">
      <div
        className="jobs-carousel__track"
        ref={track}
        // several images scroll sideways: the track takes the keyboard's focus so arrow keys scroll it too
        tabIndex={images.length > 1 ? 0 : undefined}
        onScroll={(e) => {
          const el = e.currentTarget;
          setIndex(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
        }}
      >
        {images.map((img, i) => (
          <div className="jobs-carousel__slide" key={img.key} role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${images.length}`}>
            <img src={fileUrl(img.key) ?? ''} alt={img.fileName} loading={i === 0 ? 'eager' : 'lazy'} />
          </div>
        ))}
      </div>
      {images.length > 1 ? (
        <>
          <span className="jobs-carousel__count">
            {index + 1}/{images.length}
          </span>
          <div className="jobs-carousel__dots">
            {images.map((img, i) => (
              <button key={img.key} type="button" aria-label={`Image ${i + 1}`} aria-current={i === index} className={`jobs-carousel__dot${i === index ? ' jobs-carousel__dot--on' : ''}`} onClick={() => go(i)} />
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}
