import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { members, staffUsers } from '../db/schema.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

/**
 * Credential checks for the sign-in pages. An unknown e-mail (or a member without a
 * password) is checked against a dummy hash of the same cost, so the answer takes about
 * as long as for a known e-mail and reveals nothing.
 */

export interface MemberAccount {
  id: string;
  name: string;
  customerNo: string;
}

export interface StaffAccount {
  id: string;
  name: string;
  email: string;
  /** Roles in the editors' content system (`editor`, `publisher`); empty: none. */
  contentRoles: string[];
}

const fastCost = { N: 2 ** 10, r: 8, p: 1 };

export class Credentials {
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly db: Db,
    /** Use the cheap scrypt cost of test seeds for new hashes and the dummy hash. */
    private readonly fastHashes = false,
  ) {}

  private hash(password: string): Promise<string> {
    return this.fastHashes ? hashPassword(password, fastCost) : hashPassword(password);
  }

  private async check(password: string, stored: string | null | undefined): Promise<boolean> {
    this.dummyHash ??= this.hash('not-a-real-password-0');
    const hash = stored ?? (await this.dummyHash);
    const ok = await verifyPassword(password, hash);
    return ok && Boolean(stored);
  }

  async memberByPersonalNumber(personalNumber: string): Promise<MemberAccount | undefined> {
    const [row] = await this.db
      .select({ id: members.id, name: members.name, customerNo: members.customerNo })
      .from(members)
      .where(eq(members.personalNumber, personalNumber));
    return row;
  }

  async memberByPassword(email: string, password: string): Promise<MemberAccount | undefined> {
    const [row] = await this.db
      .select({
        id: members.id,
        name: members.name,
        customerNo: members.customerNo,
        passwordHash: members.passwordHash,
      })
      .from(members)
      .where(eq(sql`lower(${members.email})`, email.trim().toLowerCase()));
    const ok = await this.check(password, row?.passwordHash);
    return ok && row ? { id: row.id, name: row.name, customerNo: row.customerNo } : undefined;
  }

  async staffByPassword(email: string, password: string): Promise<StaffAccount | undefined> {
    const [row] = await this.db
      .select()
      .from(staffUsers)
      .where(eq(sql`lower(${staffUsers.email})`, email.trim().toLowerCase()));
    const ok = await this.check(password, row?.passwordHash);
    return ok && row
      ? { id: row.id, name: row.name, email: row.email, contentRoles: row.contentRoles }
      : undefined;
  }

  async staffById(id: string): Promise<StaffAccount | undefined> {
    const [row] = await this.db
      .select({
        id: staffUsers.id,
        name: staffUsers.name,
        email: staffUsers.email,
        contentRoles: staffUsers.contentRoles,
      })
      .from(staffUsers)
      .where(eq(staffUsers.id, id));
    return row;
  }

  async setMemberPassword(memberId: string, newPassword: string): Promise<void> {
    const passwordHash = await this.hash(newPassword);
    await this.db.update(members).set({ passwordHash }).where(eq(members.id, memberId));
  }
}
