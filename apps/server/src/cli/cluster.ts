import { CLUSTER_ENV_DEFAULTS, runClusterCli } from '../cluster/cluster-cli';

// `npm run cluster`: CLUSTER_SIZE processes of the bundle behind HAProxy on PORT (README,
// "Running several processes").
await runClusterCli(process.env, CLUSTER_ENV_DEFAULTS);
