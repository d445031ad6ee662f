// What other modules may use of copy: everything else in this folder is its own.
export {
  SEED_SCOPE,
  ensureScopeCopy,
  ensureSeedCopy,
  lockScopeForWrite,
  scopeReady,
  seedNewScope,
} from './scope-repository.js'
