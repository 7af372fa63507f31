// The customer's avatar, or the initial of their name on the theme colour.
export function Avatar({ name, src, size = 40 }: { name: string; src: string | null; size?: number }) {
  const style = { width: size, height: size };
  if (src) return <img src={src} alt="" width={size} height={size} style={style} className="shrink-0 rounded-full object-cover" />;
  return (
    <span
      aria-hidden="true"
      style={{ ...style, fontSize: size * 0.45 }}
      className="inline-flex shrink-0 items-center justify-center rounded-full bg-primary font-bold text-on-primary"
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
