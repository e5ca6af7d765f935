import { existsSync, mkdirSync, renameSync } from "node:fs";
import type { LayerDeployment, LocalChain } from "../relayer/types.ts";
import type { World } from "../world/types.ts";
import { type AnvilProcess, PortInUseError, startAnvil } from "./anvil-process.ts";
import { type ChainClients, createChainClients, prepareChain } from "./chain-clients.ts";
import type { SimulatedNetwork } from "./chain-selection.ts";
import { deployLayers } from "./deploy-layers.ts";
import {
  anvilStateFile,
  deploymentsFile,
  readSavedDeployments,
  writeSavedDeployments,
} from "./deployment-store.ts";
import { type LayerPlan, planLayers } from "./layer-plan.ts";

/** One simulated network, running: its anvil, clients and deployed layers. */
export interface RunningChain {
  chain: LocalChain;
  anvil: AnvilProcess;
  clients: ChainClients;
  plans: LayerPlan[];
  deployments: LayerDeployment[];
  deployed: number;
  reused: number;
  skipped: { layerId: string; reason: string }[];
}

interface StartChainOptions {
  binary: string;
  world: World;
  network: SimulatedNetwork;
  /** Where chain state and deployments are kept across restarts; null: nothing is kept. */
  stateDir: string | null;
  log: (message: string) => void;
}

/**
 * Starts anvil on the network's state file. A state file anvil cannot load (a crash mid-dump, an
 * incompatible anvil version) is moved aside once and the chain starts fresh: losing a local
 * chain's history is better than a devnet that does not start.
 */
async function startWithState(options: StartChainOptions): Promise<AnvilProcess> {
  const { binary, network, stateDir } = options;
  const stateFile = stateDir ? anvilStateFile(stateDir, network.chainId) : null;
  const start = () => startAnvil({ binary, chainId: network.chainId, port: network.port, stateFile });
  try {
    return await start();
  } catch (error) {
    if (!stateFile || !existsSync(stateFile) || error instanceof PortInUseError) throw error;
    const aside = `${stateFile}.unreadable`;
    renameSync(stateFile, aside);
    options.log(
      `chain ${network.chainId}: could not load ${stateFile}, moved it to ${aside} and started afresh`,
    );
    return start();
  }
}

export async function startChain(options: StartChainOptions): Promise<RunningChain> {
  const { world, network, stateDir } = options;
  if (stateDir) mkdirSync(stateDir, { recursive: true });
  const anvil = await startWithState(options);
  try {
    const clients = createChainClients({
      chainId: network.chainId,
      name: network.network.name,
      rpcUrl: anvil.rpcUrl,
    });
    await prepareChain(clients);
    const { plans, skipped } = planLayers(world, network.chainId);
    const file = stateDir ? deploymentsFile(stateDir, network.chainId) : null;
    const outcome = await deployLayers(clients, plans, readSavedDeployments(file));
    writeSavedDeployments(file, outcome.saved);
    return {
      chain: { chainId: network.chainId, networkKey: network.network.key, rpcUrl: anvil.rpcUrl },
      anvil,
      clients,
      plans,
      deployments: outcome.deployments,
      deployed: outcome.deployed,
      reused: outcome.reused,
      skipped,
    };
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}
