/**
 * A member's name as a link to their public profile (`membre/{userSlug}`): wherever an author is
 * shown (stuff hits, the public stuff page, devblog posts). An author without a slug (a deleted
 * account) is the plain name.
 */
import { Link } from 'react-router';
import { buildPath } from '#web/config/routes.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';

export function MemberLink({ member, testId, className }: { member: { name: string; slug: string }; testId?: string; className?: string }) {
  const lang = useLang();
  if (member.slug === '') return <span data-testid={testId}>{member.name}</span>;
  return (
    <Link to={buildPath('user.public-profile', lang, { userSlug: member.slug })} className={className} data-testid={testId}>
      {member.name}
    </Link>
  );
}

/** Where the member's name goes in a sentence given to `MemberSentence` (`t(key, { author: MEMBER_MARK })`). */
export const MEMBER_MARK = '\u0001';

/**
 * A sentence holding a member's name (`Par {{author}}`) with the name as a link to their profile, in
 * the sentence's own word order: `text` is the translated sentence with `MEMBER_MARK` for the name.
 */
export function MemberSentence({ text, member, testId, linkTestId }: { text: string; member: { name: string; slug: string }; testId?: string; linkTestId?: string }) {
  const [before = '', ...rest] = text.split(MEMBER_MARK);
  return (
    <span data-testid={testId}>
      {before}
      <MemberLink member={member} testId={linkTestId} />
      {rest.join(member.name)}
    </span>
  );
}
