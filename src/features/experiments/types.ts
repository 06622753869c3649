export type {
  ExperimentArm,
  ExperimentMetric,
  ExperimentReport,
  ExperimentSnapshot,
  GuardrailStatus,
} from '../../harness/experiments';
