/**
 * Groups tags by their initial, letters and tags in one fixed collation, so
 * that the server and every reader's browser produce the same order whatever
 * their locale.
 */
const collator = new Intl.Collator('en');

export function listTagsByLetter<Tag extends {label: string}>(tags: readonly Tag[]): {letter: string; tags: Tag[]}[] {
  const groups = new Map<string, Tag[]>();
  for (const tag of tags) {
    // toUpperCase, not toLocaleUpperCase: the same in every locale (Turkish i).
    const letter = tag.label.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return [...groups]
    .sort(([a], [b]) => collator.compare(a, b))
    .map(([letter, group]) => ({letter, tags: group.sort((a, b) => collator.compare(a.label, b.label))}));
}
