import { listAccounts } from '../../service/src/modules/accounts/account-repository.js'
import { statementOf } from './statement-of.js'

/** Stands for the caller's organization in a statement's parameters; the bench puts the admin's in. */
export const ORG_ID = ':orgId'

/** The accounts list as an admin's first page asks for it (default sort), compiled by the repository itself. */
export const accountsList = await statementOf((db) =>
  listAccounts(db, ORG_ID, { page: 1, itemsPerPage: 10, sortBy: 'createdAt', orderBy: 'asc' }),
)
