import { storagePrefix } from '@portal/bridge';
import { useCallback, useState } from 'react';
import { certificateTypes, type CertificateType } from '../../shared/contracts/certification.ts';
import {
  emptyProgress,
  resetProgress,
  type CertificationProgress,
} from '../../shared/contracts/certification/guard.ts';

/**
 * The application's progress (§3), kept per member id in the browser's local storage:
 * introVideoWatched, confirmedDetails, selectedCertification, advisorMessage. What is stored
 * is read defensively (another version, or an edited value, counts as not done).
 */
// Platform §9: every key of the portal in the browser's storage starts with 'memberportal_'.
export const progressKey = (memberId: string) =>
  `${storagePrefix}certificationProgress:${memberId}`;

export function readProgress(storage: Storage, memberId: string): CertificationProgress {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(progressKey(memberId)) ?? 'null');
  } catch {
    return emptyProgress;
  }
  if (!raw || typeof raw !== 'object') return emptyProgress;
  const r = raw as Record<string, unknown>;
  const selected = certificateTypes.find((type) => type === r.selectedCertification) ?? null;
  return {
    introVideoWatched: r.introVideoWatched === true,
    confirmedDetails: r.confirmedDetails === true,
    selectedCertification: selected,
    advisorMessage: typeof r.advisorMessage === 'string' ? r.advisorMessage : '',
  };
}

export function writeProgress(storage: Storage, memberId: string, progress: CertificationProgress) {
  try {
    storage.setItem(progressKey(memberId), JSON.stringify(progress));
  } catch {
    // Storage full or refused (private mode): the progress lives for this page only.
  }
}

export interface ProgressApi {
  progress: CertificationProgress;
  update(change: Partial<CertificationProgress>): void;
  /** §4: keeps only introVideoWatched (after a sent application). */
  reset(): void;
  choose(type: CertificateType): void;
}

/** The member's progress as React state, written through to local storage. */
export function useProgress(memberId: string, storage: Storage = localStorage): ProgressApi {
  const [state, setState] = useState(() => ({
    memberId,
    progress: readProgress(storage, memberId),
  }));
  // A profile switch reads the other member's progress.
  const current = state.memberId === memberId ? state.progress : readProgress(storage, memberId);
  const save = useCallback(
    (next: CertificationProgress) => {
      writeProgress(storage, memberId, next);
      setState({ memberId, progress: next });
    },
    [storage, memberId],
  );
  return {
    progress: current,
    update: (change) => save({ ...current, ...change }),
    reset: () => save(resetProgress(current)),
    choose: (type) => save({ ...current, selectedCertification: type }),
  };
}
