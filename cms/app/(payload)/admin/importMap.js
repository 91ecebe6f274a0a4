import { HtmlField as HtmlField_a0149da68ea2110f54ef1ce6ae7ead4f } from '../../../src/admin/HtmlField.tsx'
import { LoginButton as LoginButton_6a3cf2ec82106c50cabd99546733690f } from '../../../src/auth/LoginButton.tsx'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/src/admin/HtmlField.tsx#HtmlField": HtmlField_a0149da68ea2110f54ef1ce6ae7ead4f,
  "/src/auth/LoginButton.tsx#LoginButton": LoginButton_6a3cf2ec82106c50cabd99546733690f,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
