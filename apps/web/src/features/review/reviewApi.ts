import type { ClientReviewSummary, CommentsResponse, CreateComment, PetitionStatus, ReviewResponse } from '@i129f/petition/api/review.ts';
import { api } from '../../api/client.ts';

const e = encodeURIComponent;

/** The review calls (apps/server/src/review/routes.ts). */
export const reviewApi = {
  get: (email: string) => api.get<ReviewResponse>(`/review/${e(email)}`),
  mark: (email: string) => api.post<{ lastReviewedAt: number }>(`/review/${e(email)}/mark`, {}),
  comments: (email: string) => api.get<CommentsResponse>(`/review/${e(email)}/comments`),
  comment: (email: string, body: CreateComment) => api.post<{ id: string }>(`/review/${e(email)}/comments`, body),
  setStatus: (email: string, status: PetitionStatus) => api.post<{ status: PetitionStatus }>(`/review/${e(email)}/status`, { status }),
  summary: () => api.get<{ clients: ClientReviewSummary[] }>('/review/summary'),
};
