import { describe, expect, it } from 'vitest'
import { isProjectData, isReferenceData, publicUploadPath } from './cache-rules'

const id = 'e5e0a183-e88f-44d3-98c8-c2208c45e5a3'

describe('service worker cache rules', () => {
  it('keep reference lists', () => {
    expect(isReferenceData('/api/projects/stages')).toBe(true)
    expect(isReferenceData('/api/organizations/first-nations')).toBe(true)
    expect(isReferenceData('/api/geo/layers')).toBe(true)
    expect(isReferenceData('/api/form-2-types/placer')).toBe(true)
    expect(isReferenceData('/api/effects')).toBe(true)
    expect(isReferenceData('/api/geo/lookup')).toBe(false)
    expect(isReferenceData('/api/organizations/my')).toBe(false)
  })

  it('keep project pages’ data and the search, not accounts or uploads', () => {
    expect(isProjectData(`/api/projects/${id}`)).toBe(true)
    expect(isProjectData(`/api/projects/${id}/documents`)).toBe(true)
    expect(isProjectData(`/api/projects/${id}/hearings/${id}`)).toBe(true)
    expect(isProjectData(`/api/projects/${id}/hearings/${id}/documents`)).toBe(true)
    expect(isProjectData('/api/projects/2024-0123')).toBe(true)
    expect(isProjectData('/api/projects/search')).toBe(true)
    expect(isProjectData('/api/projects/my')).toBe(false)
    expect(isProjectData(`/api/uploads/${id}/public`)).toBe(false)
    expect(isProjectData('/api/users/following')).toBe(false)
  })

  it('find the public copy of a stored file, whoever asks for it', () => {
    expect(publicUploadPath(`/api/uploads/${id}/public`)).toBe(`/api/uploads/${id}/public`)
    expect(publicUploadPath(`/api/uploads/${id.toUpperCase()}/eyJhbGciOi.abc.def`)).toBe(`/api/uploads/${id}/public`)
    expect(publicUploadPath(`/api/uploads/${id}`)).toBe(`/api/uploads/${id}/public`)
    expect(publicUploadPath('/api/uploads/not-an-id/public')).toBeNull()
    expect(publicUploadPath(`/api/uploads/${id}/public/more`)).toBeNull()
    expect(publicUploadPath(`/api/projects/${id}`)).toBeNull()
  })
})
