/**
 * Image paths on the devnet. Another module serves the images; world and views only have to name
 * them consistently, so every path is built here.
 */

/** The file-name form of an id: lower case, anything but letters, digits, "." and "-" as "-". */
function imageSlug(id: string): string {
  return id.toLowerCase().replace(/[^a-z0-9.-]+/g, "-");
}

export const tokenLogoURI = (logoSymbol: string) => `/images/tokens/${imageSlug(logoSymbol)}.svg`;
export const sourceLogoURI = (sourceId: string) => `/images/sources/${imageSlug(sourceId)}.svg`;
export const networkIconURI = (networkKey: string) => `/images/networks/${imageSlug(networkKey)}.svg`;
/** The product's logo, used by data services and nodes. */
export const productLogoURI = (productId: string) => `/images/brand/${imageSlug(productId)}.svg`;
