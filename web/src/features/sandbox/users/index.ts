/** What the users screens offer the other sandbox screens (the roles page's users table): import it from here. */
export { UserDataTable } from './user-data-table'
export { listUsers, USER_ROLES, type SandboxUser, type UserQuery, type UserRole, type UserSortKey } from './users-api'
export { useRoleOptions } from './role-options'
