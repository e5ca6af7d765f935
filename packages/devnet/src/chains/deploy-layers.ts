import { getContractAddress, type Hex, parseGwei } from "viem";
import type { LayerDeployment } from "../relayer/types.ts";
import { loadArtifact } from "./artifacts.ts";
import type { ChainClients } from "./chain-clients.ts";
import type { SavedDeployments } from "./deployment-store.ts";
import { feedIdToBytes32 } from "./feed-values.ts";
import type { LayerPlan } from "./layer-plan.ts";

/**
 * Deploys the layers of one chain: an adapter per layer and a price-feed contract per feed that
 * has one. Transactions carry explicit nonces, gas and fees, so each is one eth_sendRawTransaction
 * and all of them go out before any receipt is awaited (anvil mines each at once).
 */

/** Enough for the largest adapter (a 40-feed multi-feed layer needs ~2.5 M). */
const DEPLOY_GAS = 12_000_000n;
const MAX_FEE = parseGwei("100");
const PRIORITY_FEE = parseGwei("1");

interface DeployOutcome {
  deployments: LayerDeployment[];
  saved: SavedDeployments;
  deployed: number;
  reused: number;
}

async function hasCode(clients: ChainClients, address: `0x${string}`): Promise<boolean> {
  const code = await clients.public.getCode({ address });
  return code !== undefined && code !== "0x";
}

/** A saved deployment still valid for the plan: same fingerprint and code at every address. */
async function reusable(
  clients: ChainClients,
  plan: LayerPlan,
  saved: SavedDeployments,
): Promise<LayerDeployment | null> {
  const entry = saved[plan.layerId];
  if (!entry || entry.fingerprint !== plan.fingerprint) return null;
  const addresses = [entry.deployment.adapterAddress, ...Object.values(entry.deployment.feedAddresses)];
  const present = await Promise.all(addresses.map((address) => hasCode(clients, address)));
  return present.every(Boolean) ? entry.deployment : null;
}

function adapterArgs(plan: LayerPlan) {
  return [
    plan.signers,
    plan.decimals.map((entry) => feedIdToBytes32(entry.feedId)),
    plan.decimals.map((entry) => entry.payload),
    plan.decimals.map((entry) => entry.stored),
  ] as const;
}

export async function deployLayers(
  clients: ChainClients,
  plans: readonly LayerPlan[],
  saved: SavedDeployments,
): Promise<DeployOutcome> {
  const found = await Promise.all(plans.map((plan) => reusable(clients, plan, saved)));
  const deployments: LayerDeployment[] = [];
  const nextSaved: SavedDeployments = {};
  const toDeploy: LayerPlan[] = [];
  plans.forEach((plan, index) => {
    const deployment = found[index];
    if (deployment) {
      deployments.push(deployment);
      nextSaved[plan.layerId] = { fingerprint: plan.fingerprint, deployment };
    } else {
      toDeploy.push(plan);
    }
  });
  if (toDeploy.length === 0)
    return { deployments, saved: nextSaved, deployed: 0, reused: deployments.length };

  const from = clients.account.address;
  const hashes = await clients.serial(async () => {
    let nonce = await clients.public.getTransactionCount({ address: from, blockTag: "pending" });
    const sent: Hex[] = [];
    const deploy = async (
      name: "PriceFeedsAdapter" | "MultiFeedAdapter" | "PriceFeed",
      args: readonly unknown[],
    ) => {
      const address = getContractAddress({ from, nonce: BigInt(nonce) });
      const { abi, bytecode } = loadArtifact(name);
      sent.push(
        await clients.wallet.deployContract({
          abi,
          bytecode,
          args: args as unknown[],
          nonce: nonce++,
          gas: DEPLOY_GAS,
          maxFeePerGas: MAX_FEE,
          maxPriorityFeePerGas: PRIORITY_FEE,
        }),
      );
      return address;
    };
    for (const plan of toDeploy) {
      const adapterName = plan.adapterType === "price-feeds" ? "PriceFeedsAdapter" : "MultiFeedAdapter";
      const adapterAddress = await deploy(adapterName, adapterArgs(plan));
      const feedAddresses: Record<string, `0x${string}`> = {};
      for (const feedId of plan.feedContracts) {
        feedAddresses[feedId] = await deploy("PriceFeed", [
          adapterAddress,
          feedIdToBytes32(feedId),
          plan.descriptions[feedId] ?? feedId,
        ]);
      }
      const deployment: LayerDeployment = {
        layerId: plan.layerId,
        chainId: plan.chainId,
        adapterAddress,
        feedAddresses,
        adapterType: plan.adapterType,
      };
      deployments.push(deployment);
      nextSaved[plan.layerId] = { fingerprint: plan.fingerprint, deployment };
    }
    return sent;
  });
  const receipts = await Promise.all(
    hashes.map((hash) => clients.public.waitForTransactionReceipt({ hash, timeout: 30_000 })),
  );
  const failed = receipts.filter((receipt) => receipt.status !== "success");
  if (failed.length > 0) {
    throw new Error(
      `${failed.length} deployment transaction(s) reverted, e.g. ${failed[0]?.transactionHash}`,
    );
  }
  // Back in schema order, whichever were reused.
  const order = new Map(plans.map((plan, index) => [plan.layerId, index]));
  deployments.sort((a, b) => (order.get(a.layerId) ?? 0) - (order.get(b.layerId) ?? 0));
  return {
    deployments,
    saved: nextSaved,
    deployed: toDeploy.length,
    reused: deployments.length - toDeploy.length,
  };
}
