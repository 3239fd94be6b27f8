// Who may use the office's workspace: every /api/staff/… route names `staffOnly` with the least
// staff role it needs, and the handler then reads the caller with `staffCaller`. To anyone who is
// not staff the workspace does not exist (404, as an unknown address); a staff member whose role
// is too low is told so (403). Roles rank: assessor < manager < administrator.
import type { Context, MiddlewareHandler } from 'hono'
import { AppError, noSuchEndpoint } from '../../http/app-error.ts'
import type { AuthContext } from '../../http/auth-context.ts'
import { checksCallers } from '../../http/callers.ts'
import type { SessionUser } from '../auth/session-tokens.ts'
import type { StaffActor } from '../../lib/audit.ts'
import { STAFF_ROLES } from '../../../shared/schemas/staff.ts'
import type { StaffRole } from '../../../shared/schemas/staff.ts'

export interface StaffCaller extends SessionUser {
  staffRole: StaffRole
}

const rank = (role: string | null) => STAFF_ROLES.indexOf(role as StaffRole)

export function staffAccess(auth: AuthContext) {
  const callers = new WeakMap<Context, StaffCaller>()
  return {
    /** Refuses, before anything of the request is read, a caller below `least`. */
    staffOnly(least: StaffRole = 'assessor'): MiddlewareHandler {
      return checksCallers(
        async (c, next) => {
          const user = await auth.optional(c)
          if (!user || rank(user.staffRole) < 0) throw noSuchEndpoint()
          if (rank(user.staffRole) < rank(least)) throw new AppError(403, 'staff-role', 'Your staff role does not allow this.')
          callers.set(c, user as StaffCaller)
          await next()
        },
        { kind: 'staff', least },
      )
    },
    /** The staff member `staffOnly` let through. */
    staffCaller(c: Context): StaffCaller {
      const caller = callers.get(c)
      if (!caller) throw noSuchEndpoint()
      return caller
    },
  }
}

export type StaffAccess = ReturnType<typeof staffAccess>

export const actorOf = (caller: StaffCaller): StaffActor => ({ userId: caller.userId, actor: caller.email })
