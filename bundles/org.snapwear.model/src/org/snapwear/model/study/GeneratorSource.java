/**
 */
package org.snapwear.model.study;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Generator Source</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A training run produced by the built-in deterministic generator.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.snapwear.model.study.GeneratorSource#getParameters <em>Parameters</em>}</li>
 *   <li>{@link org.snapwear.model.study.GeneratorSource#getModel <em>Model</em>}</li>
 *   <li>{@link org.snapwear.model.study.GeneratorSource#getOptimizer <em>Optimizer</em>}</li>
 *   <li>{@link org.snapwear.model.study.GeneratorSource#getLearningRate <em>Learning Rate</em>}</li>
 *   <li>{@link org.snapwear.model.study.GeneratorSource#getMomentum <em>Momentum</em>}</li>
 *   <li>{@link org.snapwear.model.study.GeneratorSource#getWeightDecay <em>Weight Decay</em>}</li>
 *   <li>{@link org.snapwear.model.study.GeneratorSource#getIterations <em>Iterations</em>}</li>
 *   <li>{@link org.snapwear.model.study.GeneratorSource#getInterval <em>Interval</em>}</li>
 *   <li>{@link org.snapwear.model.study.GeneratorSource#getDtype <em>Dtype</em>}</li>
 *   <li>{@link org.snapwear.model.study.GeneratorSource#getSeed <em>Seed</em>}</li>
 *   <li>{@link org.snapwear.model.study.GeneratorSource#getBatchSize <em>Batch Size</em>}</li>
 *   <li>{@link org.snapwear.model.study.GeneratorSource#getThreads <em>Threads</em>}</li>
 * </ul>
 *
 * @see org.snapwear.model.study.SnapwearPackage#getGeneratorSource()
 * @model annotation="http://www.eclipse.org/emf/2002/Ecore constraints='parametersInRange learningRatePositive momentumInRange weightDecayNonNegative iterationsPositive intervalInRange batchSizeInRange threadsNonNegative'"
 * @generated
 */
public interface GeneratorSource extends SnapshotSource {
	/**
	 * Returns the value of the '<em><b>Parameters</b></em>' attribute.
	 * The default value is <code>"100000"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Requested parameter count (10,000 to 10,000,000). Unit: parameters.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Parameters</em>' attribute.
	 * @see #setParameters(long)
	 * @see org.snapwear.model.study.SnapwearPackage#getGeneratorSource_Parameters()
	 * @model default="100000"
	 * @generated
	 */
	long getParameters();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.GeneratorSource#getParameters <em>Parameters</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Parameters</em>' attribute.
	 * @see #getParameters()
	 * @generated
	 */
	void setParameters(long value);

	/**
	 * Returns the value of the '<em><b>Model</b></em>' attribute.
	 * The default value is <code>"cnn"</code>.
	 * The literals are from the enumeration {@link org.snapwear.model.study.ModelKind}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Network family.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Model</em>' attribute.
	 * @see org.snapwear.model.study.ModelKind
	 * @see #setModel(ModelKind)
	 * @see org.snapwear.model.study.SnapwearPackage#getGeneratorSource_Model()
	 * @model default="cnn"
	 * @generated
	 */
	ModelKind getModel();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.GeneratorSource#getModel <em>Model</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Model</em>' attribute.
	 * @see org.snapwear.model.study.ModelKind
	 * @see #getModel()
	 * @generated
	 */
	void setModel(ModelKind value);

	/**
	 * Returns the value of the '<em><b>Optimizer</b></em>' attribute.
	 * The default value is <code>"sgd"</code>.
	 * The literals are from the enumeration {@link org.snapwear.model.study.OptimizerKind}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Optimizer.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Optimizer</em>' attribute.
	 * @see org.snapwear.model.study.OptimizerKind
	 * @see #setOptimizer(OptimizerKind)
	 * @see org.snapwear.model.study.SnapwearPackage#getGeneratorSource_Optimizer()
	 * @model default="sgd"
	 * @generated
	 */
	OptimizerKind getOptimizer();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.GeneratorSource#getOptimizer <em>Optimizer</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Optimizer</em>' attribute.
	 * @see org.snapwear.model.study.OptimizerKind
	 * @see #getOptimizer()
	 * @generated
	 */
	void setOptimizer(OptimizerKind value);

	/**
	 * Returns the value of the '<em><b>Learning Rate</b></em>' attribute.
	 * The default value is <code>"0.01"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Constant learning rate.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Learning Rate</em>' attribute.
	 * @see #setLearningRate(double)
	 * @see org.snapwear.model.study.SnapwearPackage#getGeneratorSource_LearningRate()
	 * @model default="0.01"
	 * @generated
	 */
	double getLearningRate();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.GeneratorSource#getLearningRate <em>Learning Rate</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Learning Rate</em>' attribute.
	 * @see #getLearningRate()
	 * @generated
	 */
	void setLearningRate(double value);

	/**
	 * Returns the value of the '<em><b>Momentum</b></em>' attribute.
	 * The default value is <code>"0.9"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * SGD momentum (ignored by Adam).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Momentum</em>' attribute.
	 * @see #setMomentum(double)
	 * @see org.snapwear.model.study.SnapwearPackage#getGeneratorSource_Momentum()
	 * @model default="0.9"
	 * @generated
	 */
	double getMomentum();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.GeneratorSource#getMomentum <em>Momentum</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Momentum</em>' attribute.
	 * @see #getMomentum()
	 * @generated
	 */
	void setMomentum(double value);

	/**
	 * Returns the value of the '<em><b>Weight Decay</b></em>' attribute.
	 * The default value is <code>"5.0E-4"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * L2 weight decay.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Weight Decay</em>' attribute.
	 * @see #setWeightDecay(double)
	 * @see org.snapwear.model.study.SnapwearPackage#getGeneratorSource_WeightDecay()
	 * @model default="5.0E-4"
	 * @generated
	 */
	double getWeightDecay();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.GeneratorSource#getWeightDecay <em>Weight Decay</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Weight Decay</em>' attribute.
	 * @see #getWeightDecay()
	 * @generated
	 */
	void setWeightDecay(double value);

	/**
	 * Returns the value of the '<em><b>Iterations</b></em>' attribute.
	 * The default value is <code>"2000"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Optimizer steps. Unit: iterations.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Iterations</em>' attribute.
	 * @see #setIterations(long)
	 * @see org.snapwear.model.study.SnapwearPackage#getGeneratorSource_Iterations()
	 * @model default="2000"
	 * @generated
	 */
	long getIterations();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.GeneratorSource#getIterations <em>Iterations</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Iterations</em>' attribute.
	 * @see #getIterations()
	 * @generated
	 */
	void setIterations(long value);

	/**
	 * Returns the value of the '<em><b>Interval</b></em>' attribute.
	 * The default value is <code>"100"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * A snapshot every interval steps, starting with iteration 0. Unit: iterations.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Interval</em>' attribute.
	 * @see #setInterval(long)
	 * @see org.snapwear.model.study.SnapwearPackage#getGeneratorSource_Interval()
	 * @model default="100"
	 * @generated
	 */
	long getInterval();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.GeneratorSource#getInterval <em>Interval</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Interval</em>' attribute.
	 * @see #getInterval()
	 * @generated
	 */
	void setInterval(long value);

	/**
	 * Returns the value of the '<em><b>Dtype</b></em>' attribute.
	 * The default value is <code>"fp32"</code>.
	 * The literals are from the enumeration {@link org.snapwear.model.study.SnapshotDType}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Element type of the stored snapshots.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Dtype</em>' attribute.
	 * @see org.snapwear.model.study.SnapshotDType
	 * @see #setDtype(SnapshotDType)
	 * @see org.snapwear.model.study.SnapwearPackage#getGeneratorSource_Dtype()
	 * @model default="fp32"
	 * @generated
	 */
	SnapshotDType getDtype();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.GeneratorSource#getDtype <em>Dtype</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Dtype</em>' attribute.
	 * @see org.snapwear.model.study.SnapshotDType
	 * @see #getDtype()
	 * @generated
	 */
	void setDtype(SnapshotDType value);

	/**
	 * Returns the value of the '<em><b>Seed</b></em>' attribute.
	 * The default value is <code>"1234"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Seeds data set, initialization and minibatch order.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Seed</em>' attribute.
	 * @see #setSeed(long)
	 * @see org.snapwear.model.study.SnapwearPackage#getGeneratorSource_Seed()
	 * @model default="1234"
	 * @generated
	 */
	long getSeed();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.GeneratorSource#getSeed <em>Seed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Seed</em>' attribute.
	 * @see #getSeed()
	 * @generated
	 */
	void setSeed(long value);

	/**
	 * Returns the value of the '<em><b>Batch Size</b></em>' attribute.
	 * The default value is <code>"32"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Samples per minibatch (1 to 4096). Unit: samples.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Batch Size</em>' attribute.
	 * @see #setBatchSize(int)
	 * @see org.snapwear.model.study.SnapwearPackage#getGeneratorSource_BatchSize()
	 * @model default="32"
	 * @generated
	 */
	int getBatchSize();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.GeneratorSource#getBatchSize <em>Batch Size</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Batch Size</em>' attribute.
	 * @see #getBatchSize()
	 * @generated
	 */
	void setBatchSize(int value);

	/**
	 * Returns the value of the '<em><b>Threads</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Worker threads, 0 = automatic; does not change results. Unit: threads.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Threads</em>' attribute.
	 * @see #setThreads(int)
	 * @see org.snapwear.model.study.SnapwearPackage#getGeneratorSource_Threads()
	 * @model default="0"
	 * @generated
	 */
	int getThreads();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.GeneratorSource#getThreads <em>Threads</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Threads</em>' attribute.
	 * @see #getThreads()
	 * @generated
	 */
	void setThreads(int value);

} // GeneratorSource
