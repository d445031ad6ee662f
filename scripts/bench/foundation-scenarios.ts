/**
 * The accounts list query exactly as account-repository.ts compiles it for an admin (first page, default
 * sort): the same text and parameters. `ORG_ID` in `params` stands for the caller's organization.
 */
export const ORG_ID = ':orgId'
export const ACCOUNTS_LIST_SQL = 'select "a".*, "o"."name" as "org_name", count(*) over() as "total_count" from "accounts" as "a" left join "organizations" as "o" on "o"."id" = "a"."org_id" where "a"."org_id" = $1 order by "a"."created_at" asc nulls last, "a"."id" limit $2 offset $3'
export const ACCOUNTS_LIST_PARAMS: unknown[] = [ORG_ID, 10, 0]
