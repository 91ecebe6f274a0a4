import { LoginButton as LoginButton_6a3cf2ec82106c50cabd99546733690f } from '../../../src/auth/LoginButton.tsx'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/src/auth/LoginButton.tsx#LoginButton": LoginButton_6a3cf2ec82106c50cabd99546733690f,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
