import { PageFrame } from "../../components/page-frame.tsx";

/** Proof-of-reserve dashboard (/app/proof-of-reserve/{id}/, ROUTE-24); the id is checked by its loader. */
export function ProofOfReservePage() {
  return (
    <PageFrame
      title="Proof of Reserve"
      description="Collateralization, reserves per custodian and supply for the stablecoin."
    />
  );
}
