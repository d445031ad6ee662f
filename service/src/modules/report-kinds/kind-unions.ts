import { Type, type Static, type TObject, type TProperties, type TSchema } from '@sinclair/typebox'
import { documentedSchema, partComponents } from './content/components.js'
import { REPORT_KIND_DEFINITIONS, type ReportContent, type ReportKind } from './registry.js'

/** `digital-profile` → `DigitalProfile`: kinds in component names. */
const pascal = (key: string) => key.replace(/(?:^|-)(\w)/g, (_, c: string) => c.toUpperCase())

/** The content of a report whose first run is not ready yet (queued, running or failed). */
export const EmptyReportContentSchema = Type.Object(
  {},
  {
    $id: 'EmptyReportContent',
    additionalProperties: false,
    description: 'A report has no content until its first run is ready: `{}`',
  },
)

/** The component that names a kind's content: `SelfContent`, `DigitalProfileContent`, … */
export const contentId = (kind: ReportKind) => `${pascal(kind)}Content`

/** The content schemas and their shared parts, registered once so the OpenAPI document names them. */
export const reportContentComponents = [
  ...partComponents,
  ...REPORT_KIND_DEFINITIONS.map((d) => documentedSchema(contentId(d.key), d.content)),
] as TSchema[]

type Variant<P extends TProperties, K extends ReportKind, Pending extends boolean> = Static<
  TObject<Omit<P, 'kind' | 'content'>>
> & { kind: K; content: Pending extends true ? ReportContent<K> | Record<string, never> : ReportContent<K> }
export type ByKind<P extends TProperties, Pending extends boolean> = {
  [K in ReportKind]: Variant<P, K, Pending>
}[ReportKind]

/**
 * An answer with a report's `kind` and `content`, typed per kind for the contract: one component per kind
 * (`<Kind><name>`, e.g. `SelfReport`, whose `kind` is a constant and `content` that kind's schema) and `name`, the
 * union of them (OpenAPI `oneOf` with a `discriminator` on `kind`; openapi-typescript makes it a union the web
 * narrows by `kind`). `properties` are the answer's fields, `kind` and `content` among them at their places; they
 * stay the answer's wire shape (`wire`), which is what the service writes: see plugins/app/wire-schemas.ts.
 * `pending`: the content may still be `{}` (a report not ready yet).
 */
export function unionByKind<P extends TProperties, Pending extends boolean>(
  name: string,
  properties: P,
  { pending }: { pending: Pending },
) {
  const variants = REPORT_KIND_DEFINITIONS.map((d) => {
    // `kind` and `content` keep their places among the answer's fields.
    const fields: TProperties = {
      ...properties,
      kind: Type.Literal(d.key),
      content: pending
        ? Type.Union([Type.Ref(contentId(d.key)), Type.Ref('EmptyReportContent')])
        : Type.Ref(contentId(d.key)),
    }
    return Type.Object(fields, { $id: `${pascal(d.key)}${name}`, additionalProperties: false })
  })
  const schema = Type.Unsafe<ByKind<P, Pending>>({
    $id: name,
    oneOf: variants.map((v) => Type.Ref(v.$id!)),
    discriminator: {
      propertyName: 'kind',
      mapping: Object.fromEntries(
        variants.map((v, i) => [REPORT_KIND_DEFINITIONS[i].key, `#/components/schemas/${v.$id}`]),
      ),
    },
  })
  const wire = Type.Object(properties, { $id: name, additionalProperties: false })
  return { schema, variants, wire }
}
