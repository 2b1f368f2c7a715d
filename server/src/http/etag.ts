/** Entity tags: whether a request's If-None-Match names the answer's tag. */

/** True when an If-None-Match header names this entity tag (weak or strong, or `*`). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const candidate = tag.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === bare;
  });
}
