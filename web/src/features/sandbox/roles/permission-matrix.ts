import { RIGHTS, ROLE_MODULES, type RoleModule, type RolePermission, type Right } from './roles-api'

/** Every module once, in the matrix's order, with no rights unless `from` grants them. */
export function fullMatrix(from: RolePermission[] = []): RolePermission[] {
  return ROLE_MODULES.map(
    (module) => from.find((p) => p.module === module) ?? { module, read: false, write: false, create: false },
  )
}

/** The matrix with one right of one module switched. */
export function toggleRight(matrix: RolePermission[], module: RoleModule, right: Right, on: boolean): RolePermission[] {
  return matrix.map((p) => (p.module === module ? { ...p, [right]: on } : p))
}

/** "Select all": every right on when not all are, otherwise every right off; 'mixed' for the checkbox in between. */
export function allState(matrix: RolePermission[]): boolean | 'mixed' {
  const rights = matrix.flatMap((p) => RIGHTS.map((r) => p[r]))
  return rights.every(Boolean) ? true : rights.some(Boolean) ? 'mixed' : false
}

export function setAll(matrix: RolePermission[], on: boolean): RolePermission[] {
  return matrix.map((p) => ({ ...p, read: on, write: on, create: on }))
}

/** How many rights a role grants, for its card. */
export const grantedCount = (matrix: RolePermission[]) =>
  matrix.reduce((n, p) => n + RIGHTS.filter((r) => p[r]).length, 0)
