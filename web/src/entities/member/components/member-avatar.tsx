/**
 * A member's avatar: the configured service's image (`avatar_url`), else an identicon drawn from the
 * member's id and nickname (entities/member/model/identicon.ts).
 */
import { identiconOf } from '../model/identicon.ts';
import './member-avatar.css';

export function MemberAvatar({ member, size = 48 }: { member: { id: number; name: string; avatar_url: string | null }; size?: number }) {
  if (member.avatar_url) {
    return <img className="member-avatar" src={member.avatar_url} width={size} height={size} alt="" loading="lazy" data-testid="member-avatar-image" />;
  }
  const { cells, hue } = identiconOf(member.id, member.name);
  return (
    <svg className="member-avatar" width={size} height={size} viewBox="0 0 5 5" aria-hidden="true" data-testid="member-identicon" shapeRendering="crispEdges">
      <rect width="5" height="5" fill={`hsl(${hue} 40% 92%)`} />
      {cells.flatMap((row, y) => row.map((filled, x) => (filled ? <rect key={`${x}-${y}`} x={x} y={y} width="1" height="1" fill={`hsl(${hue} 55% 45%)`} /> : null)))}
    </svg>
  );
}
