import './Avatar.css';

interface AvatarProps {
  name: string;
  src: string | null;
  size?: number;
}

/** A round member photo, or the name's initial when there is none. Decorative: the name is shown beside it. */
export function Avatar({ name, src, size = 32 }: AvatarProps) {
  const style = { width: size, height: size, fontSize: size * 0.45 };
  if (src) return <img className="avatar" src={src} alt="" width={size} height={size} style={style} />;
  return (
    <span className="avatar avatar-initial" style={style} aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
