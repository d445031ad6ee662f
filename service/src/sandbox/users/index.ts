// What other modules may use of users: everything else in this folder is its own.
export { USER_PLANS, USER_ROLES, USER_STATUSES } from './schemas.js'
export { deleteRole, newRoleKey } from './role-membership-repository.js'
