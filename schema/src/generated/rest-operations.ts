/**
 * Written by schema/scripts/write-rest-operations.ts from agency-api.openapi.yaml; do not edit.
 * Each operationId's method and path.
 */
export const REST_OPERATIONS = {
  managerSignin: { method: 'POST', path: '/api/signin' },
  panelLogin: { method: 'POST', path: '/api/login' },
  talentAttributes: { method: 'GET', path: '/api/talents/attributes' },
  talentsByAlbum: { method: 'POST', path: '/api/talents_by_album' },
  talents: { method: 'POST', path: '/api/talents' },
  talentProfile: { method: 'GET', path: '/api/talent/profile' },
  postsByType: { method: 'GET', path: '/api/posts/{type}/{lang}' },
  postByTypeAndSlug: { method: 'GET', path: '/api/posts/{type}/{lang}/{slug}' },
  highlights: { method: 'GET', path: '/api/posts/highlights/{lang}' },
  postBySlugOrId: { method: 'GET', path: '/api/posts/get/{slugOrId}' },
  content: { method: 'GET', path: '/api/contents/{type}/{lang}/{type2}' },
  brandLogos: { method: 'GET', path: '/api/additional_media/brands' },
  staff: { method: 'GET', path: '/api/staff' },
  customHome: { method: 'GET', path: '/api/custom-home' },
  homeSlides: { method: 'GET', path: '/api/slides/all' },
  socialMedias: { method: 'GET', path: '/api/social-medias' },
  contactInfos: { method: 'GET', path: '/api/contact-infos' },
  getScouted: { method: 'POST', path: '/api/get-scouted/{lang}' },
  favorites: { method: 'POST', path: '/api/favorites/{lang}' },
  contact: { method: 'POST', path: '/api/contact/{lang}' },
  media: { method: 'GET', path: '/storage/{path}' },
  adminGetFaults: { method: 'GET', path: '/__admin/faults' },
  adminClearFaults: { method: 'DELETE', path: '/__admin/faults' },
  adminSetFault: { method: 'PUT', path: '/__admin/faults/{backend}' },
  adminSubmissions: { method: 'GET', path: '/__admin/submissions' },
  adminStats: { method: 'GET', path: '/__admin/stats' },
  adminResetStats: { method: 'DELETE', path: '/__admin/stats' },
} as const;

/** The text fields the talent profile declares itself (not those of TalentFields). */
export const TALENT_PROFILE_TEXT_FIELDS = ['about', 'nationality'] as const;
