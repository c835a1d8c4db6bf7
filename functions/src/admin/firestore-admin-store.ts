import type { Firestore } from 'firebase-admin/firestore'
import { auditEntrySchema, type AuditEntry } from '@/features/audit/audit-schema'
import { actorSchema } from '@/features/staff/staff-schema'
import { isStaffRole } from '@/features/staff/roles'
import type { AuditLog, StaffRecord, StaffStore } from './admin-deps'

/**
 * The back office's records in Firestore, through the Admin SDK only (firestore.rules deny every
 * client). Only what the local Firestore runs too: single-document reads and writes, `create` for
 * an entry that must never be overwritten, one-collection queries with a filter, an order and a
 * limit (no cursors: the audit log pages by time).
 */

export const collections = { staff: 'staff', audit: 'audit' } as const

function staffRecordOf(uid: string, data: Record<string, unknown> | undefined): StaffRecord | null {
  const grantedBy = actorSchema.safeParse(data?.grantedBy)
  if (!data || !isStaffRole(data.role) || !grantedBy.success) return null
  return {
    uid,
    email: typeof data.email === 'string' ? data.email : null,
    name: typeof data.name === 'string' ? data.name : uid,
    role: data.role,
    grantedBy: grantedBy.data,
    grantedAt: typeof data.grantedAt === 'number' ? data.grantedAt : 0,
  }
}

export function firestoreStaffStore(db: Firestore): StaffStore {
  const staff = db.collection(collections.staff)
  return {
    list: async () =>
      (await staff.get()).docs.flatMap((doc) => staffRecordOf(doc.id, doc.data()) ?? []),
    get: async (uid) => {
      const doc = await staff.doc(uid).get()
      return doc.exists ? staffRecordOf(uid, doc.data()) : null
    },
    put: async ({ uid, ...record }) => {
      await staff.doc(uid).set(record)
    },
    remove: async (uid) => {
      await staff.doc(uid).delete()
    },
  }
}

export function firestoreAuditLog(db: Firestore): AuditLog {
  const audit = db.collection(collections.audit)
  return {
    // `create` with a new id: an entry is written once and never overwritten.
    append: async (entry) => {
      const doc = audit.doc()
      await doc.create(entry)
      return doc.id
    },
    list: async ({ before, limit }) => {
      const newest = before === undefined ? audit : audit.where('at', '<', before)
      const snapshot = await newest.orderBy('at', 'desc').limit(limit).get()
      return snapshot.docs.flatMap((doc): AuditEntry[] => {
        const parsed = auditEntrySchema.safeParse({ ...doc.data(), id: doc.id })
        return parsed.success ? [parsed.data] : []
      })
    },
  }
}
