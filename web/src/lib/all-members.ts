/**
 * A runtime list of every member of a union the contract defines (`ApiSchemas['MeetingKind']`, a filter's
 * `operations[…]` query parameter), for selects, filters and chips, in the order the screen shows them. The compiler
 * holds the list to the union both ways: a value the union lacks is a type error at that value, and a member the list
 * lacks fails the call with `{ missing: 'that-member' }`. So a new kind or status in the service breaks the web's
 * build until its screens offer it.
 *
 * Why lists written here rather than arrays emitted with the contract (openapi-typescript's `enumValues`): only the
 * named component schemas would get usable names (the inline unions of query parameters and bodies get names spelled
 * from their path), the service's declaration order would become every screen's display order, and the generated
 * package, types only today, would ship runtime code into the web's bundle.
 */
export const allMembers =
  <Union extends string>() =>
  <const List extends readonly Union[]>(
    list: List & ([Exclude<Union, List[number]>] extends [never] ? unknown : { missing: Exclude<Union, List[number]> }),
  ): Union[] => [...list]
