/**
 * One scheme evaluated on one device, the one home of that computation and of what it reports:
 * {@link org.snapwear.study.outcome.SchemeStream} (a scheme's saves and totals over a run, device independent),
 * {@link org.snapwear.study.outcome.SchemeEvaluation#evaluate} (the stream replayed on a device, cancellable between
 * saves), {@link org.snapwear.study.outcome.SchemeOutcome} and {@link org.snapwear.study.outcome.DeviceOutcome}
 * (the typed result), {@link org.snapwear.study.outcome.OutcomeColumns} (its columns: key, label, unit, figure) and
 * {@link org.snapwear.study.outcome.SnapDisRule} (Table 10 over outcomes). The schemes table and the snap_dis sweep
 * ({@code analyses}), the cell-wise sweep ({@code sweep}, also on Spark) and the run overview ({@code overview}) use
 * these and restate none of them.
 */
package org.snapwear.study.outcome;
