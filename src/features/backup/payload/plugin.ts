import { featurePlugin } from '@/platform/payload/feature-plugin'

import { backupTask } from './backup-task'

/** Backups' Payload part: the daily backup job (scheduled when BACKUP_DIR is set). */
export const backupPlugin = () => featurePlugin({ name: 'parlour-backup', tasks: [backupTask] })
