import fs from 'node:fs'
import os from 'node:os'

/** Room a throwaway cluster may want: its template, a few test databases at once, and WAL up to max_wal_size. */
const MEMORY_FOLDER_ROOM = 4 * 1024 ** 3

/**
 * Where throwaway clusters and the throwaway DATA_DIRs of tests and benchmarks live: TEST_PG_DIR when set, else
 * /dev/shm (memory) when it has room, else the temp folder. Each test copies the template (CREATE DATABASE, about
 * 1,500 files) and drops it after: on ext4 the inode allocator then searches past the recently deleted inodes, which
 * took about 70 % of PostgreSQL's CPU in the service stage (perf: find_inode_bit, recently_deleted; 108 -> 34 CPU-s
 * for 55 test files). tmpfs has no such search, and the cluster is thrown away anyway. A run killed before its
 * cleanup leaves its folder in memory until the next boot: `rm -rf /dev/shm/debrief-*`.
 */
export function throwawayRoot(): string {
  if (process.env.TEST_PG_DIR) return process.env.TEST_PG_DIR
  try {
    const { bavail, bsize } = fs.statfsSync('/dev/shm')
    fs.accessSync('/dev/shm', fs.constants.W_OK)
    if (bavail * bsize >= MEMORY_FOLDER_ROOM) return '/dev/shm'
  } catch {
    // no /dev/shm (not Linux), or not writable: the temp folder
  }
  return os.tmpdir()
}
