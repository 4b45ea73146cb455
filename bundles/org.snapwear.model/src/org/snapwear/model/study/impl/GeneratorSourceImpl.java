/**
 */
package org.snapwear.model.study.impl;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import org.snapwear.model.study.GeneratorSource;
import org.snapwear.model.study.ModelKind;
import org.snapwear.model.study.OptimizerKind;
import org.snapwear.model.study.SnapshotDType;
import org.snapwear.model.study.SnapwearPackage;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Generator Source</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.snapwear.model.study.impl.GeneratorSourceImpl#getParameters <em>Parameters</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.GeneratorSourceImpl#getModel <em>Model</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.GeneratorSourceImpl#getOptimizer <em>Optimizer</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.GeneratorSourceImpl#getLearningRate <em>Learning Rate</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.GeneratorSourceImpl#getMomentum <em>Momentum</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.GeneratorSourceImpl#getWeightDecay <em>Weight Decay</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.GeneratorSourceImpl#getIterations <em>Iterations</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.GeneratorSourceImpl#getInterval <em>Interval</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.GeneratorSourceImpl#getDtype <em>Dtype</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.GeneratorSourceImpl#getSeed <em>Seed</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.GeneratorSourceImpl#getBatchSize <em>Batch Size</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.GeneratorSourceImpl#getThreads <em>Threads</em>}</li>
 * </ul>
 *
 * @generated
 */
public class GeneratorSourceImpl extends SnapshotSourceImpl implements GeneratorSource {
	/**
	 * The default value of the '{@link #getParameters() <em>Parameters</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getParameters()
	 * @generated
	 * @ordered
	 */
	protected static final long PARAMETERS_EDEFAULT = 100000L;

	/**
	 * The cached value of the '{@link #getParameters() <em>Parameters</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getParameters()
	 * @generated
	 * @ordered
	 */
	protected long parameters = PARAMETERS_EDEFAULT;

	/**
	 * The default value of the '{@link #getModel() <em>Model</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getModel()
	 * @generated
	 * @ordered
	 */
	protected static final ModelKind MODEL_EDEFAULT = ModelKind.CNN;

	/**
	 * The cached value of the '{@link #getModel() <em>Model</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getModel()
	 * @generated
	 * @ordered
	 */
	protected ModelKind model = MODEL_EDEFAULT;

	/**
	 * The default value of the '{@link #getOptimizer() <em>Optimizer</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getOptimizer()
	 * @generated
	 * @ordered
	 */
	protected static final OptimizerKind OPTIMIZER_EDEFAULT = OptimizerKind.SGD;

	/**
	 * The cached value of the '{@link #getOptimizer() <em>Optimizer</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getOptimizer()
	 * @generated
	 * @ordered
	 */
	protected OptimizerKind optimizer = OPTIMIZER_EDEFAULT;

	/**
	 * The default value of the '{@link #getLearningRate() <em>Learning Rate</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLearningRate()
	 * @generated
	 * @ordered
	 */
	protected static final double LEARNING_RATE_EDEFAULT = 0.01;

	/**
	 * The cached value of the '{@link #getLearningRate() <em>Learning Rate</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLearningRate()
	 * @generated
	 * @ordered
	 */
	protected double learningRate = LEARNING_RATE_EDEFAULT;

	/**
	 * The default value of the '{@link #getMomentum() <em>Momentum</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMomentum()
	 * @generated
	 * @ordered
	 */
	protected static final double MOMENTUM_EDEFAULT = 0.9;

	/**
	 * The cached value of the '{@link #getMomentum() <em>Momentum</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMomentum()
	 * @generated
	 * @ordered
	 */
	protected double momentum = MOMENTUM_EDEFAULT;

	/**
	 * The default value of the '{@link #getWeightDecay() <em>Weight Decay</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWeightDecay()
	 * @generated
	 * @ordered
	 */
	protected static final double WEIGHT_DECAY_EDEFAULT = 5.0E-4;

	/**
	 * The cached value of the '{@link #getWeightDecay() <em>Weight Decay</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWeightDecay()
	 * @generated
	 * @ordered
	 */
	protected double weightDecay = WEIGHT_DECAY_EDEFAULT;

	/**
	 * The default value of the '{@link #getIterations() <em>Iterations</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getIterations()
	 * @generated
	 * @ordered
	 */
	protected static final long ITERATIONS_EDEFAULT = 2000L;

	/**
	 * The cached value of the '{@link #getIterations() <em>Iterations</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getIterations()
	 * @generated
	 * @ordered
	 */
	protected long iterations = ITERATIONS_EDEFAULT;

	/**
	 * The default value of the '{@link #getInterval() <em>Interval</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getInterval()
	 * @generated
	 * @ordered
	 */
	protected static final long INTERVAL_EDEFAULT = 100L;

	/**
	 * The cached value of the '{@link #getInterval() <em>Interval</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getInterval()
	 * @generated
	 * @ordered
	 */
	protected long interval = INTERVAL_EDEFAULT;

	/**
	 * The default value of the '{@link #getDtype() <em>Dtype</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDtype()
	 * @generated
	 * @ordered
	 */
	protected static final SnapshotDType DTYPE_EDEFAULT = SnapshotDType.FP32;

	/**
	 * The cached value of the '{@link #getDtype() <em>Dtype</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDtype()
	 * @generated
	 * @ordered
	 */
	protected SnapshotDType dtype = DTYPE_EDEFAULT;

	/**
	 * The default value of the '{@link #getSeed() <em>Seed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSeed()
	 * @generated
	 * @ordered
	 */
	protected static final long SEED_EDEFAULT = 1234L;

	/**
	 * The cached value of the '{@link #getSeed() <em>Seed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSeed()
	 * @generated
	 * @ordered
	 */
	protected long seed = SEED_EDEFAULT;

	/**
	 * The default value of the '{@link #getBatchSize() <em>Batch Size</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBatchSize()
	 * @generated
	 * @ordered
	 */
	protected static final int BATCH_SIZE_EDEFAULT = 32;

	/**
	 * The cached value of the '{@link #getBatchSize() <em>Batch Size</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBatchSize()
	 * @generated
	 * @ordered
	 */
	protected int batchSize = BATCH_SIZE_EDEFAULT;

	/**
	 * The default value of the '{@link #getThreads() <em>Threads</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getThreads()
	 * @generated
	 * @ordered
	 */
	protected static final int THREADS_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getThreads() <em>Threads</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getThreads()
	 * @generated
	 * @ordered
	 */
	protected int threads = THREADS_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected GeneratorSourceImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return SnapwearPackage.Literals.GENERATOR_SOURCE;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getParameters() {
		return parameters;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setParameters(long newParameters) {
		long oldParameters = parameters;
		parameters = newParameters;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.GENERATOR_SOURCE__PARAMETERS, oldParameters, parameters));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public ModelKind getModel() {
		return model;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setModel(ModelKind newModel) {
		ModelKind oldModel = model;
		model = newModel == null ? MODEL_EDEFAULT : newModel;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.GENERATOR_SOURCE__MODEL, oldModel, model));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public OptimizerKind getOptimizer() {
		return optimizer;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setOptimizer(OptimizerKind newOptimizer) {
		OptimizerKind oldOptimizer = optimizer;
		optimizer = newOptimizer == null ? OPTIMIZER_EDEFAULT : newOptimizer;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.GENERATOR_SOURCE__OPTIMIZER, oldOptimizer, optimizer));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getLearningRate() {
		return learningRate;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLearningRate(double newLearningRate) {
		double oldLearningRate = learningRate;
		learningRate = newLearningRate;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.GENERATOR_SOURCE__LEARNING_RATE, oldLearningRate, learningRate));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getMomentum() {
		return momentum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMomentum(double newMomentum) {
		double oldMomentum = momentum;
		momentum = newMomentum;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.GENERATOR_SOURCE__MOMENTUM, oldMomentum, momentum));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getWeightDecay() {
		return weightDecay;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setWeightDecay(double newWeightDecay) {
		double oldWeightDecay = weightDecay;
		weightDecay = newWeightDecay;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.GENERATOR_SOURCE__WEIGHT_DECAY, oldWeightDecay, weightDecay));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getIterations() {
		return iterations;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setIterations(long newIterations) {
		long oldIterations = iterations;
		iterations = newIterations;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.GENERATOR_SOURCE__ITERATIONS, oldIterations, iterations));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getInterval() {
		return interval;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setInterval(long newInterval) {
		long oldInterval = interval;
		interval = newInterval;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.GENERATOR_SOURCE__INTERVAL, oldInterval, interval));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public SnapshotDType getDtype() {
		return dtype;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDtype(SnapshotDType newDtype) {
		SnapshotDType oldDtype = dtype;
		dtype = newDtype == null ? DTYPE_EDEFAULT : newDtype;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.GENERATOR_SOURCE__DTYPE, oldDtype, dtype));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getSeed() {
		return seed;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSeed(long newSeed) {
		long oldSeed = seed;
		seed = newSeed;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.GENERATOR_SOURCE__SEED, oldSeed, seed));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getBatchSize() {
		return batchSize;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setBatchSize(int newBatchSize) {
		int oldBatchSize = batchSize;
		batchSize = newBatchSize;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.GENERATOR_SOURCE__BATCH_SIZE, oldBatchSize, batchSize));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getThreads() {
		return threads;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setThreads(int newThreads) {
		int oldThreads = threads;
		threads = newThreads;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.GENERATOR_SOURCE__THREADS, oldThreads, threads));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case SnapwearPackage.GENERATOR_SOURCE__PARAMETERS:
				return getParameters();
			case SnapwearPackage.GENERATOR_SOURCE__MODEL:
				return getModel();
			case SnapwearPackage.GENERATOR_SOURCE__OPTIMIZER:
				return getOptimizer();
			case SnapwearPackage.GENERATOR_SOURCE__LEARNING_RATE:
				return getLearningRate();
			case SnapwearPackage.GENERATOR_SOURCE__MOMENTUM:
				return getMomentum();
			case SnapwearPackage.GENERATOR_SOURCE__WEIGHT_DECAY:
				return getWeightDecay();
			case SnapwearPackage.GENERATOR_SOURCE__ITERATIONS:
				return getIterations();
			case SnapwearPackage.GENERATOR_SOURCE__INTERVAL:
				return getInterval();
			case SnapwearPackage.GENERATOR_SOURCE__DTYPE:
				return getDtype();
			case SnapwearPackage.GENERATOR_SOURCE__SEED:
				return getSeed();
			case SnapwearPackage.GENERATOR_SOURCE__BATCH_SIZE:
				return getBatchSize();
			case SnapwearPackage.GENERATOR_SOURCE__THREADS:
				return getThreads();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case SnapwearPackage.GENERATOR_SOURCE__PARAMETERS:
				setParameters((Long)newValue);
				return;
			case SnapwearPackage.GENERATOR_SOURCE__MODEL:
				setModel((ModelKind)newValue);
				return;
			case SnapwearPackage.GENERATOR_SOURCE__OPTIMIZER:
				setOptimizer((OptimizerKind)newValue);
				return;
			case SnapwearPackage.GENERATOR_SOURCE__LEARNING_RATE:
				setLearningRate((Double)newValue);
				return;
			case SnapwearPackage.GENERATOR_SOURCE__MOMENTUM:
				setMomentum((Double)newValue);
				return;
			case SnapwearPackage.GENERATOR_SOURCE__WEIGHT_DECAY:
				setWeightDecay((Double)newValue);
				return;
			case SnapwearPackage.GENERATOR_SOURCE__ITERATIONS:
				setIterations((Long)newValue);
				return;
			case SnapwearPackage.GENERATOR_SOURCE__INTERVAL:
				setInterval((Long)newValue);
				return;
			case SnapwearPackage.GENERATOR_SOURCE__DTYPE:
				setDtype((SnapshotDType)newValue);
				return;
			case SnapwearPackage.GENERATOR_SOURCE__SEED:
				setSeed((Long)newValue);
				return;
			case SnapwearPackage.GENERATOR_SOURCE__BATCH_SIZE:
				setBatchSize((Integer)newValue);
				return;
			case SnapwearPackage.GENERATOR_SOURCE__THREADS:
				setThreads((Integer)newValue);
				return;
		}
		super.eSet(featureID, newValue);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eUnset(int featureID) {
		switch (featureID) {
			case SnapwearPackage.GENERATOR_SOURCE__PARAMETERS:
				setParameters(PARAMETERS_EDEFAULT);
				return;
			case SnapwearPackage.GENERATOR_SOURCE__MODEL:
				setModel(MODEL_EDEFAULT);
				return;
			case SnapwearPackage.GENERATOR_SOURCE__OPTIMIZER:
				setOptimizer(OPTIMIZER_EDEFAULT);
				return;
			case SnapwearPackage.GENERATOR_SOURCE__LEARNING_RATE:
				setLearningRate(LEARNING_RATE_EDEFAULT);
				return;
			case SnapwearPackage.GENERATOR_SOURCE__MOMENTUM:
				setMomentum(MOMENTUM_EDEFAULT);
				return;
			case SnapwearPackage.GENERATOR_SOURCE__WEIGHT_DECAY:
				setWeightDecay(WEIGHT_DECAY_EDEFAULT);
				return;
			case SnapwearPackage.GENERATOR_SOURCE__ITERATIONS:
				setIterations(ITERATIONS_EDEFAULT);
				return;
			case SnapwearPackage.GENERATOR_SOURCE__INTERVAL:
				setInterval(INTERVAL_EDEFAULT);
				return;
			case SnapwearPackage.GENERATOR_SOURCE__DTYPE:
				setDtype(DTYPE_EDEFAULT);
				return;
			case SnapwearPackage.GENERATOR_SOURCE__SEED:
				setSeed(SEED_EDEFAULT);
				return;
			case SnapwearPackage.GENERATOR_SOURCE__BATCH_SIZE:
				setBatchSize(BATCH_SIZE_EDEFAULT);
				return;
			case SnapwearPackage.GENERATOR_SOURCE__THREADS:
				setThreads(THREADS_EDEFAULT);
				return;
		}
		super.eUnset(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean eIsSet(int featureID) {
		switch (featureID) {
			case SnapwearPackage.GENERATOR_SOURCE__PARAMETERS:
				return parameters != PARAMETERS_EDEFAULT;
			case SnapwearPackage.GENERATOR_SOURCE__MODEL:
				return model != MODEL_EDEFAULT;
			case SnapwearPackage.GENERATOR_SOURCE__OPTIMIZER:
				return optimizer != OPTIMIZER_EDEFAULT;
			case SnapwearPackage.GENERATOR_SOURCE__LEARNING_RATE:
				return learningRate != LEARNING_RATE_EDEFAULT;
			case SnapwearPackage.GENERATOR_SOURCE__MOMENTUM:
				return momentum != MOMENTUM_EDEFAULT;
			case SnapwearPackage.GENERATOR_SOURCE__WEIGHT_DECAY:
				return weightDecay != WEIGHT_DECAY_EDEFAULT;
			case SnapwearPackage.GENERATOR_SOURCE__ITERATIONS:
				return iterations != ITERATIONS_EDEFAULT;
			case SnapwearPackage.GENERATOR_SOURCE__INTERVAL:
				return interval != INTERVAL_EDEFAULT;
			case SnapwearPackage.GENERATOR_SOURCE__DTYPE:
				return dtype != DTYPE_EDEFAULT;
			case SnapwearPackage.GENERATOR_SOURCE__SEED:
				return seed != SEED_EDEFAULT;
			case SnapwearPackage.GENERATOR_SOURCE__BATCH_SIZE:
				return batchSize != BATCH_SIZE_EDEFAULT;
			case SnapwearPackage.GENERATOR_SOURCE__THREADS:
				return threads != THREADS_EDEFAULT;
		}
		return super.eIsSet(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String toString() {
		if (eIsProxy()) return super.toString();

		StringBuilder result = new StringBuilder(super.toString());
		result.append(" (parameters: ");
		result.append(parameters);
		result.append(", model: ");
		result.append(model);
		result.append(", optimizer: ");
		result.append(optimizer);
		result.append(", learningRate: ");
		result.append(learningRate);
		result.append(", momentum: ");
		result.append(momentum);
		result.append(", weightDecay: ");
		result.append(weightDecay);
		result.append(", iterations: ");
		result.append(iterations);
		result.append(", interval: ");
		result.append(interval);
		result.append(", dtype: ");
		result.append(dtype);
		result.append(", seed: ");
		result.append(seed);
		result.append(", batchSize: ");
		result.append(batchSize);
		result.append(", threads: ");
		result.append(threads);
		result.append(')');
		return result.toString();
	}

} //GeneratorSourceImpl
