import { readFile } from 'node:fs/promises';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { Credentials } from '../identity/credentials.ts';
import { clientAddress, formText } from '../identity/interaction-support.ts';
import { limitedAttempt, staffEmailKey, throttled } from '../identity/rate-limit.ts';
import { identityPageCsp } from '../identity/security.ts';
import { statusLabels, type TaskKind } from './kinds.ts';
import {
  activeImpersonations,
  deskCookies,
  endImpersonations,
  endStaffSession,
  findStaffSession,
  newToken,
  startStaffSession,
  staffSessionTtlSeconds,
  type StaffSession,
} from './sessions.ts';
import { tokensMatch } from '../http/secrets.ts';
import { readCookie } from '../http/cookies.ts';
import { changeContentRoles, contentRoleMessages, staffWithContentRoles } from './contentRoles.ts';
import {
  handleStaffTask,
  listOpenTasks,
  readAudit,
  readTask,
  taskFor,
  type TaskSummary,
} from './tasks.ts';
import {
  contentRolesPage,
  deskPaths,
  formatDateTime,
  impersonatingPage,
  listPage,
  loginPage,
  messagePage,
  taskPage,
  type TaskView,
} from './views.ts';
import { isUuid } from '../../shared/validation/uuid.ts';

export interface StaffDeskOptions {
  db: Db;
  config: Pick<ServerConfig, 'publicUrl' | 'fastDemoHashes' | 'product'>;
  /** The task kinds: every area's (server/app.ts passes staffTaskKindsOf(serverAreas)). */
  kinds: readonly TaskKind<unknown>[];
}

export const deskMessages = {
  wrongCredentials: 'Fel e-postadress eller lösenord.',
  throttled: 'För många inloggningsförsök. Vänta en stund och försök igen.',
  formExpired: 'Formuläret hann gå ut. Försök igen.',
  loggedOut: 'Du är utloggad.',
  notFound: 'Sidan eller uppgiften finns inte.',
} as const;

/**
 * The staff desk at /personal/ (README.md): its own sign-in for staff_users, a session
 * cookie backed by staff_sessions, and the open tasks of every registered kind. A member's
 * token (bearer or the portal's session) never opens it: only the desk's own cookie does.
 */
export async function staffDeskRoutes(app: FastifyInstance, options: StaffDeskOptions) {
  const { db, config, kinds } = options;
  const productName = config.product.name;
  const cookies = deskCookies(config.publicUrl);
  const { session: sessionCookie, login: loginCookie, header: cookie } = cookies;
  const credentials = new Credentials(db, config.fastDemoHashes);
  const kindOf = (name: string) => kinds.find((k) => k.name === name);
  const stylesheet =
    (await readFile(new URL('../identity/identity.css', import.meta.url), 'utf8')) +
    (await readFile(new URL('./desk.css', import.meta.url), 'utf8'));

  const csp = identityPageCsp(config.publicUrl);
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Content-Security-Policy', csp)
      .header('Cache-Control', 'no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Referrer-Policy', 'no-referrer')
      .send(body);
  const redirect = (reply: FastifyReply, to: string) =>
    reply.header('Cache-Control', 'no-store').redirect(to, 303);

  const signed = (session: StaffSession) => ({
    name: session.staff.name,
    csrfToken: session.csrfToken,
  });

  /**
   * The signed-in staff user allowed at the desk, or undefined when the reply has been
   * sent: no session -> the sign-in page; a running impersonation -> the page to end it.
   */
  async function deskSession(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<StaffSession | undefined> {
    const session = await findStaffSession(db, readCookie(request.headers.cookie, sessionCookie));
    if (!session) {
      await redirect(reply, deskPaths.login);
      return undefined;
    }
    const running = await activeImpersonations(db, session.staff.id);
    if (running.length > 0) {
      await html(
        reply,
        403,
        impersonatingPage({
          productName,
          signedIn: signed(session),
          memberNames: running.map((r) => r.memberName),
        }),
      );
      return undefined;
    }
    return session;
  }

  /** A POST must carry the session's token (SameSite=Strict is the second line). */
  async function csrfChecked(
    request: FastifyRequest,
    reply: FastifyReply,
    session: StaffSession,
  ): Promise<boolean> {
    if (tokensMatch(formText(request.body, 'csrf'), session.csrfToken)) return true;
    await html(
      reply,
      403,
      messagePage({
        productName,
        signedIn: signed(session),
        title: 'Försök igen',
        message: deskMessages.formExpired,
      }),
    );
    return false;
  }

  function actionLabel(task: TaskSummary, action: string | null): string {
    if (action === 'opened') return 'Skapad';
    if (action === 'cancelled') return 'Avbruten';
    const kind = kindOf(task.kind);
    return (action && kind?.actions[action]?.label) ?? action ?? '';
  }

  async function taskView(
    session: StaffSession,
    task: TaskSummary,
    extra: Partial<TaskView> = {},
  ): Promise<string> {
    const kind = kindOf(task.kind);
    const rows = kind
      ? await kind.details(taskFor(kind, task), db)
      : [{ label: 'Uppgiftstyp', value: `${task.kind} (okänd: kan inte hanteras här)` }];
    const audit = await readAudit(db, task.id);
    const handled =
      task.handledAt && task.status !== 'open'
        ? `${formatDateTime(task.handledAt)}${task.handledByName ? ` av ${task.handledByName}` : ''}: ${actionLabel(task, task.handledAction)}`
        : null;
    return taskPage({
      productName,
      signedIn: signed(session),
      taskId: task.id,
      kindLabel: kind?.label ?? task.kind,
      memberName: task.memberName,
      customerNo: task.customerNo,
      createdAt: task.createdAt,
      statusLabel: statusLabels[task.status],
      handled,
      rows,
      actions:
        kind && task.status === 'open'
          ? Object.entries(kind.actions).map(([name, action]) => ({
              name,
              label: action.label,
              noteRequired: action.note === 'required',
            }))
          : [],
      audit: audit.map((entry) => ({
        at: entry.at,
        who: entry.staffName ?? 'Portalen',
        what: actionLabel(task, entry.action),
        note: entry.note,
      })),
      ...extra,
    });
  }

  const notFoundPage = (reply: FastifyReply, session?: StaffSession) =>
    html(
      reply,
      404,
      messagePage({
        productName,
        ...(session ? { signedIn: signed(session) } : {}),
        title: 'Hittades inte',
        message: deskMessages.notFound,
      }),
    );

  await app.register(async (scope) => {
    await scope.register(formbody);

    scope.get(deskPaths.stylesheet, async (_request, reply) =>
      reply
        .header('Content-Type', 'text/css; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .header('X-Content-Type-Options', 'nosniff')
        .send(stylesheet),
    );

    scope.get('/personal', async (_request, reply) => redirect(reply, deskPaths.home));

    /** The sign-in form with a login CSRF token (double submit: cookie and field). */
    const showLogin = (
      reply: FastifyReply,
      status: number,
      view: { email?: string; formError?: string; notice?: string } = {},
    ) => {
      const token = newToken();
      reply.header('Set-Cookie', cookie(loginCookie, token, 30 * 60));
      return html(reply, status, loginPage({ productName, csrfToken: token, ...view }));
    };

    scope.get(
      deskPaths.login,
      async (request: FastifyRequest<{ Querystring: { utloggad?: string } }>, reply) => {
        if (await findStaffSession(db, readCookie(request.headers.cookie, sessionCookie))) {
          return redirect(reply, deskPaths.home);
        }
        return showLogin(
          reply,
          200,
          request.query.utloggad === '1' ? { notice: deskMessages.loggedOut } : {},
        );
      },
    );

    scope.post(deskPaths.login, async (request, reply) => {
      const email = formText(request.body, 'email');
      const password = formText(request.body, 'password', { trim: false });
      const expected = readCookie(request.headers.cookie, loginCookie);
      if (!expected || !tokensMatch(formText(request.body, 'csrf'), expected)) {
        return showLogin(reply, 403, { email, formError: deskMessages.formExpired });
      }
      const staff = await limitedAttempt(db, staffEmailKey(email), clientAddress(request), () =>
        credentials.staffByPassword(email, password),
      );
      if (staff === throttled) {
        return showLogin(reply, 429, { email, formError: deskMessages.throttled });
      }
      if (!staff) {
        return showLogin(reply, 401, { email, formError: deskMessages.wrongCredentials });
      }
      const userAgent = request.headers['user-agent'];
      const token = await startStaffSession(db, {
        staffUserId: staff.id,
        ipAddress: clientAddress(request),
        userAgent: typeof userAgent === 'string' ? userAgent : null,
      });
      reply.header('Set-Cookie', [
        cookie(sessionCookie, token, staffSessionTtlSeconds),
        cookie(loginCookie, '', 0),
      ]);
      return redirect(reply, deskPaths.home);
    });

    scope.post(deskPaths.logout, async (request, reply) => {
      const token = readCookie(request.headers.cookie, sessionCookie);
      const session = await findStaffSession(db, token);
      if (session) {
        if (!(await csrfChecked(request, reply, session))) return reply;
        await endStaffSession(db, token);
      }
      reply.header('Set-Cookie', cookie(sessionCookie, '', 0));
      return redirect(reply, `${deskPaths.login}?utloggad=1`);
    });

    scope.post(deskPaths.endImpersonation, async (request, reply) => {
      const session = await findStaffSession(db, readCookie(request.headers.cookie, sessionCookie));
      if (!session) return redirect(reply, deskPaths.login);
      if (!(await csrfChecked(request, reply, session))) return reply;
      await endImpersonations(db, session.staff.id);
      return redirect(reply, deskPaths.home);
    });

    scope.get(deskPaths.home, async (request, reply) => {
      const session = await deskSession(request, reply);
      if (!session) return reply;
      const tasks = await listOpenTasks(db);
      return html(
        reply,
        200,
        listPage({
          productName,
          signedIn: signed(session),
          tasks: tasks.map((task) => ({
            href: deskPaths.task(task.id),
            kindLabel: kindOf(task.kind)?.label ?? task.kind,
            memberName: task.memberName,
            customerNo: task.customerNo,
            createdAt: task.createdAt,
          })),
        }),
      );
    });

    type TaskRequest = FastifyRequest<{ Params: { id: string }; Querystring: { klar?: string } }>;

    scope.get('/personal/uppgifter/:id', async (request: TaskRequest, reply) => {
      const session = await deskSession(request, reply);
      if (!session) return reply;
      const task = isUuid(request.params.id) ? await readTask(db, request.params.id) : undefined;
      if (!task) return notFoundPage(reply, session);
      const done = request.query.klar;
      const notice =
        done && task.status !== 'open' && task.handledAction === done
          ? `Klart: ”${actionLabel(task, done)}” är utfört.`
          : undefined;
      return html(reply, 200, await taskView(session, task, notice ? { notice } : {}));
    });

    scope.post('/personal/uppgifter/:id', async (request: TaskRequest, reply) => {
      const session = await deskSession(request, reply);
      if (!session) return reply;
      if (!(await csrfChecked(request, reply, session))) return reply;
      const taskId = request.params.id;
      if (!isUuid(taskId)) return notFoundPage(reply, session);
      const action = formText(request.body, 'action');
      const note = (() => {
        const raw = (request.body as Record<string, unknown> | undefined)?.note;
        return typeof raw === 'string' ? raw.slice(0, 4000) : '';
      })();
      const outcome = await handleStaffTask(db, kinds, {
        taskId,
        action,
        staff: session.staff,
        note,
      });
      if (outcome.ok) {
        return redirect(reply, `${deskPaths.task(taskId)}?klar=${encodeURIComponent(action)}`);
      }
      const task = await readTask(db, taskId);
      if (!task) return notFoundPage(reply, session);
      const status =
        outcome.reason === 'noteRequired' || outcome.reason === 'unknownAction' ? 400 : 409;
      return html(
        reply,
        status,
        await taskView(
          session,
          task,
          outcome.reason === 'noteRequired'
            ? { note, noteError: outcome.message }
            : { note, formError: outcome.message },
        ),
      );
    });

    /** "Roller i innehållssystemet" (contentRoles.ts): everyone sees, a publisher changes. */
    const rolesView = async (
      reply: FastifyReply,
      session: StaffSession,
      status: number,
      shown: { notice?: string; formError?: string } = {},
    ) => {
      const staff = await staffWithContentRoles(db);
      const me = staff.find((person) => person.id === session.staff.id);
      return html(
        reply,
        status,
        contentRolesPage({
          productName,
          signedIn: signed(session),
          staff,
          mayChange: me?.roles.includes('publisher') ?? false,
          ...shown,
        }),
      );
    };

    scope.get(
      deskPaths.contentRoles,
      async (request: FastifyRequest<{ Querystring: { sparad?: string } }>, reply) => {
        const session = await deskSession(request, reply);
        if (!session) return reply;
        const saved = request.query.sparad;
        const person = saved
          ? (await staffWithContentRoles(db)).find((p) => p.id === saved)
          : undefined;
        return rolesView(
          reply,
          session,
          200,
          person
            ? {
                notice: `Rollerna för ${person.name} är sparade. De gäller från nästa inloggning i innehållssystemet.`,
              }
            : {},
        );
      },
    );

    scope.post(deskPaths.contentRoles, async (request, reply) => {
      const session = await deskSession(request, reply);
      if (!session) return reply;
      if (!(await csrfChecked(request, reply, session))) return reply;
      const body = (request.body ?? {}) as Record<string, unknown>;
      const roles = [body.roles].flat().filter((role): role is string => typeof role === 'string');
      const staffUserId = formText(body, 'staffId');
      const change = await changeContentRoles(db, {
        staffUserId,
        roles,
        changedBy: session.staff.id,
      });
      if (change.ok)
        return redirect(
          reply,
          `${deskPaths.contentRoles}?sparad=${encodeURIComponent(staffUserId)}`,
        );
      return rolesView(reply, session, change.reason === 'notPublisher' ? 403 : 409, {
        formError: contentRoleMessages[change.reason],
      });
    });

    const unknown = async (request: FastifyRequest, reply: FastifyReply) =>
      notFoundPage(
        reply,
        await findStaffSession(db, readCookie(request.headers.cookie, sessionCookie)),
      );
    scope.get('/personal/*', unknown);
    scope.post('/personal/*', unknown);
  });
}
