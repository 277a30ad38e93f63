import { Link } from 'wouter';
import type { LanderAnswer } from '../../contract/content.ts';
import type { Profile } from '../../contract/index.ts';

/** A member's photo: the large one (hero, loaded first) or the thumbnail. */
export function Photo({ profile, size, hero = false, lazy = false, className }: { profile: Profile; size: 'main' | 'thumb'; hero?: boolean; lazy?: boolean; className?: string }) {
  const image = profile.main_image;
  if (!image) return null;
  const [width, height] = size === 'main' ? [600, 750] : [200, 250];
  return (
    <img
      src={size === 'main' ? image.filename : image.thumb_filename}
      alt={profile.name}
      width={width}
      height={height}
      className={className}
      decoding="async"
      {...(hero ? { fetchPriority: 'high' as const } : {})}
      {...(lazy ? { loading: 'lazy' as const } : {})}
    />
  );
}

const icons = ['♥', '✉', '★'];

/** The kind-specific picture beside a lander's copy (the same markup as server/content/markup.ts). */
export function LanderVisual({ data, href }: { data: LanderAnswer; href: string }) {
  const ps = data.profiles;
  const lead = data.member ?? ps[0];
  switch (data.kind) {
    case 'tinderswipe':
      return (
        <div className="swipe-stack">
          {ps.slice(1, 3).map((p) => (
            <div className="swipe-card swipe-card-back" key={p.id}>
              <Photo profile={p} size="thumb" />
            </div>
          ))}
          <div className="swipe-card">
            {lead && <Photo profile={lead} size="main" hero />}
            <span className="swipe-name">{lead ? `${lead.name}, ${lead.age}` : ''}</span>
          </div>
          <div className="swipe-actions">
            <Link className="swipe-btn swipe-no" href={href} aria-label="✕">
              ✕
            </Link>
            <Link className="swipe-btn swipe-yes" href={href} aria-label="♥">
              ♥
            </Link>
          </div>
        </div>
      );
    case 'video':
      return (
        <div className="lander-video-frame">
          {data.video ? (
            <video className="lander-video" src={data.video.src} poster={data.video.poster} muted autoPlay loop playsInline preload="metadata" width={360} height={450} />
          ) : (
            lead && <Photo profile={lead} size="main" hero />
          )}
        </div>
      );
    case 'transitionsvideolanding':
      return (
        <div className="lander-slides">
          {ps.slice(0, 4).map((p, i) => (
            <div className={`lander-slide slide-${i}`} key={p.id}>
              <Photo profile={p} size="main" hero={i === 0} lazy={i > 0} />
            </div>
          ))}
        </div>
      );
    case 'collagelanding':
      return (
        <div className="lander-collage">
          {ps.slice(0, 7).map((p, i) => (
            <div className={`collage-${i}`} key={p.id}>
              <Photo profile={p} size={i === 0 ? 'main' : 'thumb'} hero={i === 0} />
            </div>
          ))}
        </div>
      );
    case 'maplanding':
      return (
        <div className="lander-map" role="img" aria-label={data.texts.social_proof}>
          {ps.slice(0, 8).map((p, i) => (
            <span className={`map-pin pin-${i}`} key={p.id}>
              <Photo profile={p} size="thumb" />
            </span>
          ))}
        </div>
      );
    case 'socialnetwork':
      return (
        <div className="lander-feed">
          {ps.slice(0, 3).map((p, i) => (
            <article className="feed-post" key={p.id}>
              <header>
                <Photo profile={p} size="thumb" className="feed-avatar" />
                <span>
                  <strong>
                    {p.name}, {p.age}
                  </strong>
                  <span>{p.region ?? p.country}</span>
                </span>
              </header>
              {i === 0 && <Photo profile={p} size="main" hero />}
              <p className="feed-likes">♥ {12 + ((p.id * 7) % 80)}</p>
            </article>
          ))}
        </div>
      );
    case 'iconslanding':
      return (
        <ul className="lander-icons">
          {data.texts.points.map((text, i) => (
            <li key={text}>
              <span className={`lander-icon icon-${i}`} aria-hidden="true">
                {icons[i] ?? '♥'}
              </span>
              {text}
            </li>
          ))}
        </ul>
      );
    case 'alonetonight':
      return (
        <div className="lander-night">
          {ps.slice(0, 4).map((p, i) => (
            <span className="night-avatar" key={p.id}>
              <Photo profile={p} size={i === 0 ? 'main' : 'thumb'} hero={i === 0} />
              <span className="live-dot" aria-hidden="true" />
            </span>
          ))}
        </div>
      );
    case 'gallery':
      return null;
    default:
      return <div className="lander-member-photo">{lead && <Photo profile={lead} size="main" hero />}</div>;
  }
}
