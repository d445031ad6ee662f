/** The accounts list query exactly as account-repository.ts builds it for an admin (first page, default sort). */
export const ACCOUNTS_LIST_SQL = `select "a".*, "o"."name" as "org_name", count(*) over() as "total_count"
  from "accounts" as "a" left join "organizations" as "o" on "o"."id" = "a"."org_id"
  where "a"."org_id" = $1
  order by "a"."created_at" asc nulls last, "a"."id" limit 10 offset 0`
