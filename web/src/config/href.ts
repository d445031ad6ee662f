/** Names of the `:params` in a route pattern, so href builders are typed by their pattern. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

type HrefArgs<P extends string> = [ParamNames<P>] extends [never]
  ? []
  : [params: Record<ParamNames<P>, string | number>]

export interface PathEntry<P extends string = string> {
  /** The pattern the route table matches (wouter syntax; `*` for a group). */
  path: P
  getHref: (...args: HrefArgs<P>) => string
}

export function entry<P extends string>(path: P): PathEntry<P> {
  return {
    path,
    getHref: (...args) => {
      const params = (args[0] ?? {}) as Record<string, string | number>
      return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => encodeURIComponent(String(params[name])))
    },
  }
}
