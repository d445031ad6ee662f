// What other modules may use of health: everything else in this folder is its own.
export { HealthSchema, LivenessSchema, ReadinessSchema } from './schemas.js'
