import type { Context } from 'koa';
import type { LockedDetails, ProjectDoc } from '@aangan/contracts';
import type { Principal } from '../auth/principal.ts';
import type { ContactUnlock } from './contactUnlock.ts';
import type { LeadService } from './leadService.ts';

/**
 * The contact gate (spec §6): unit floor plans, RERA details (beyond the registration number) and
 * the brochure are withheld from a visitor until they have sent the contact form; signed-in staff
 * see everything. The project is answered either way, with `locked` saying what is held back.
 */
export function createContactGate(deps: { unlock: ContactUnlock; leads: Pick<LeadService, 'unlocks'> }) {
  async function unlocked(ctx: Context | undefined, principal: Principal | null): Promise<boolean> {
    if (principal) return true;
    // The in-process reader of the server-rendered pages has no cookies unless it forwards a request.
    if (!ctx?.cookies) return false;
    const leadId = deps.unlock.leadId(ctx);
    return leadId !== null && (await deps.leads.unlocks(leadId));
  }

  /** The project with the gated sections open, or held back (`locked` says which). */
  function gated<P extends Pick<ProjectDoc, 'units' | 'reraDetails' | 'brochureUrl'>>(project: P, open: boolean) {
    const locked: LockedDetails = { floorPlans: false, reraDetails: false, brochure: false };
    if (open) return { ...project, locked };
    locked.floorPlans = (project.units ?? []).some((u) => Boolean(u.floorPlanUrl));
    // The registration number itself stays public: RERA requires it on every listing and advertisement.
    const rera = project.reraDetails ?? [];
    locked.reraDetails = rera.some((r) => Object.keys(r).some((key) => key !== 'projectReraId'));
    locked.brochure = Boolean(project.brochureUrl);
    const { brochureUrl, reraDetails, ...rest } = project;
    return {
      ...rest,
      ...(reraDetails ? { reraDetails: reraDetails.map((r) => ({ projectReraId: r.projectReraId })) } : {}),
      units: (project.units ?? []).map(({ floorPlanUrl, ...unit }) => unit),
      locked,
    };
  }

  /** Whether the gate opens for this request; the answer says it depends on who asks (Vary). */
  async function opensFor(ctx: Context | undefined, principal: Principal | null): Promise<boolean> {
    if (ctx?.vary) {
      ctx.vary('Cookie');
      ctx.vary('Authorization');
    }
    return unlocked(ctx, principal);
  }

  return {
    unlocked,
    opensFor,
    gated,
    async apply<P extends Pick<ProjectDoc, 'units' | 'reraDetails' | 'brochureUrl'>>(
      project: P,
      ctx: Context | undefined,
      principal: Principal | null,
    ) {
      return gated(project, await opensFor(ctx, principal));
    },
  };
}

export type ContactGate = ReturnType<typeof createContactGate>;
