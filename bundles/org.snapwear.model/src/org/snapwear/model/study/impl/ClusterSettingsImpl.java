/**
 */
package org.snapwear.model.study.impl;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import org.snapwear.model.study.ClusterSettings;
import org.snapwear.model.study.CompressionSource;
import org.snapwear.model.study.SnapwearPackage;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Cluster Settings</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.snapwear.model.study.impl.ClusterSettingsImpl#getProcessesMin <em>Processes Min</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.ClusterSettingsImpl#getProcessesMax <em>Processes Max</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.ClusterSettingsImpl#getProcessesStep <em>Processes Step</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.ClusterSettingsImpl#getCheckpointBytes <em>Checkpoint Bytes</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.ClusterSettingsImpl#getIoRate <em>Io Rate</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.ClusterSettingsImpl#getFsBandwidth <em>Fs Bandwidth</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.ClusterSettingsImpl#getCompressionSource <em>Compression Source</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.ClusterSettingsImpl#getCompressionCodec <em>Compression Codec</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.ClusterSettingsImpl#getCompressionRatio <em>Compression Ratio</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.ClusterSettingsImpl#getCompressionThroughput <em>Compression Throughput</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.ClusterSettingsImpl#getCollectThroughput <em>Collect Throughput</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.ClusterSettingsImpl#getBlockBytes <em>Block Bytes</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.ClusterSettingsImpl#getQueueLength <em>Queue Length</em>}</li>
 * </ul>
 *
 * @generated
 */
public class ClusterSettingsImpl extends MinimalEObjectImpl.Container implements ClusterSettings {
	/**
	 * The default value of the '{@link #getProcessesMin() <em>Processes Min</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getProcessesMin()
	 * @generated
	 * @ordered
	 */
	protected static final int PROCESSES_MIN_EDEFAULT = 256;

	/**
	 * The cached value of the '{@link #getProcessesMin() <em>Processes Min</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getProcessesMin()
	 * @generated
	 * @ordered
	 */
	protected int processesMin = PROCESSES_MIN_EDEFAULT;

	/**
	 * The default value of the '{@link #getProcessesMax() <em>Processes Max</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getProcessesMax()
	 * @generated
	 * @ordered
	 */
	protected static final int PROCESSES_MAX_EDEFAULT = 8192;

	/**
	 * The cached value of the '{@link #getProcessesMax() <em>Processes Max</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getProcessesMax()
	 * @generated
	 * @ordered
	 */
	protected int processesMax = PROCESSES_MAX_EDEFAULT;

	/**
	 * The default value of the '{@link #getProcessesStep() <em>Processes Step</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getProcessesStep()
	 * @generated
	 * @ordered
	 */
	protected static final int PROCESSES_STEP_EDEFAULT = 256;

	/**
	 * The cached value of the '{@link #getProcessesStep() <em>Processes Step</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getProcessesStep()
	 * @generated
	 * @ordered
	 */
	protected int processesStep = PROCESSES_STEP_EDEFAULT;

	/**
	 * The default value of the '{@link #getCheckpointBytes() <em>Checkpoint Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCheckpointBytes()
	 * @generated
	 * @ordered
	 */
	protected static final long CHECKPOINT_BYTES_EDEFAULT = 229000000L;

	/**
	 * The cached value of the '{@link #getCheckpointBytes() <em>Checkpoint Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCheckpointBytes()
	 * @generated
	 * @ordered
	 */
	protected long checkpointBytes = CHECKPOINT_BYTES_EDEFAULT;

	/**
	 * The default value of the '{@link #getIoRate() <em>Io Rate</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getIoRate()
	 * @generated
	 * @ordered
	 */
	protected static final double IO_RATE_EDEFAULT = 1.0E8;

	/**
	 * The cached value of the '{@link #getIoRate() <em>Io Rate</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getIoRate()
	 * @generated
	 * @ordered
	 */
	protected double ioRate = IO_RATE_EDEFAULT;

	/**
	 * The default value of the '{@link #getFsBandwidth() <em>Fs Bandwidth</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFsBandwidth()
	 * @generated
	 * @ordered
	 */
	protected static final double FS_BANDWIDTH_EDEFAULT = 1.0E10;

	/**
	 * The cached value of the '{@link #getFsBandwidth() <em>Fs Bandwidth</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFsBandwidth()
	 * @generated
	 * @ordered
	 */
	protected double fsBandwidth = FS_BANDWIDTH_EDEFAULT;

	/**
	 * The default value of the '{@link #getCompressionSource() <em>Compression Source</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCompressionSource()
	 * @generated
	 * @ordered
	 */
	protected static final CompressionSource COMPRESSION_SOURCE_EDEFAULT = CompressionSource.MEASURED;

	/**
	 * The cached value of the '{@link #getCompressionSource() <em>Compression Source</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCompressionSource()
	 * @generated
	 * @ordered
	 */
	protected CompressionSource compressionSource = COMPRESSION_SOURCE_EDEFAULT;

	/**
	 * The default value of the '{@link #getCompressionCodec() <em>Compression Codec</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCompressionCodec()
	 * @generated
	 * @ordered
	 */
	protected static final String COMPRESSION_CODEC_EDEFAULT = "gzip";

	/**
	 * The cached value of the '{@link #getCompressionCodec() <em>Compression Codec</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCompressionCodec()
	 * @generated
	 * @ordered
	 */
	protected String compressionCodec = COMPRESSION_CODEC_EDEFAULT;

	/**
	 * The default value of the '{@link #getCompressionRatio() <em>Compression Ratio</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCompressionRatio()
	 * @generated
	 * @ordered
	 */
	protected static final double COMPRESSION_RATIO_EDEFAULT = 2.0;

	/**
	 * The cached value of the '{@link #getCompressionRatio() <em>Compression Ratio</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCompressionRatio()
	 * @generated
	 * @ordered
	 */
	protected double compressionRatio = COMPRESSION_RATIO_EDEFAULT;

	/**
	 * The default value of the '{@link #getCompressionThroughput() <em>Compression Throughput</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCompressionThroughput()
	 * @generated
	 * @ordered
	 */
	protected static final double COMPRESSION_THROUGHPUT_EDEFAULT = 2.5E7;

	/**
	 * The cached value of the '{@link #getCompressionThroughput() <em>Compression Throughput</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCompressionThroughput()
	 * @generated
	 * @ordered
	 */
	protected double compressionThroughput = COMPRESSION_THROUGHPUT_EDEFAULT;

	/**
	 * The default value of the '{@link #getCollectThroughput() <em>Collect Throughput</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCollectThroughput()
	 * @generated
	 * @ordered
	 */
	protected static final double COLLECT_THROUGHPUT_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getCollectThroughput() <em>Collect Throughput</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCollectThroughput()
	 * @generated
	 * @ordered
	 */
	protected double collectThroughput = COLLECT_THROUGHPUT_EDEFAULT;

	/**
	 * The default value of the '{@link #getBlockBytes() <em>Block Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBlockBytes()
	 * @generated
	 * @ordered
	 */
	protected static final int BLOCK_BYTES_EDEFAULT = 16384;

	/**
	 * The cached value of the '{@link #getBlockBytes() <em>Block Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBlockBytes()
	 * @generated
	 * @ordered
	 */
	protected int blockBytes = BLOCK_BYTES_EDEFAULT;

	/**
	 * The default value of the '{@link #getQueueLength() <em>Queue Length</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getQueueLength()
	 * @generated
	 * @ordered
	 */
	protected static final int QUEUE_LENGTH_EDEFAULT = 4;

	/**
	 * The cached value of the '{@link #getQueueLength() <em>Queue Length</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getQueueLength()
	 * @generated
	 * @ordered
	 */
	protected int queueLength = QUEUE_LENGTH_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected ClusterSettingsImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return SnapwearPackage.Literals.CLUSTER_SETTINGS;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getProcessesMin() {
		return processesMin;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setProcessesMin(int newProcessesMin) {
		int oldProcessesMin = processesMin;
		processesMin = newProcessesMin;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.CLUSTER_SETTINGS__PROCESSES_MIN, oldProcessesMin, processesMin));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getProcessesMax() {
		return processesMax;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setProcessesMax(int newProcessesMax) {
		int oldProcessesMax = processesMax;
		processesMax = newProcessesMax;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.CLUSTER_SETTINGS__PROCESSES_MAX, oldProcessesMax, processesMax));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getProcessesStep() {
		return processesStep;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setProcessesStep(int newProcessesStep) {
		int oldProcessesStep = processesStep;
		processesStep = newProcessesStep;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.CLUSTER_SETTINGS__PROCESSES_STEP, oldProcessesStep, processesStep));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getCheckpointBytes() {
		return checkpointBytes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCheckpointBytes(long newCheckpointBytes) {
		long oldCheckpointBytes = checkpointBytes;
		checkpointBytes = newCheckpointBytes;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.CLUSTER_SETTINGS__CHECKPOINT_BYTES, oldCheckpointBytes, checkpointBytes));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getIoRate() {
		return ioRate;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setIoRate(double newIoRate) {
		double oldIoRate = ioRate;
		ioRate = newIoRate;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.CLUSTER_SETTINGS__IO_RATE, oldIoRate, ioRate));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getFsBandwidth() {
		return fsBandwidth;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setFsBandwidth(double newFsBandwidth) {
		double oldFsBandwidth = fsBandwidth;
		fsBandwidth = newFsBandwidth;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.CLUSTER_SETTINGS__FS_BANDWIDTH, oldFsBandwidth, fsBandwidth));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public CompressionSource getCompressionSource() {
		return compressionSource;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCompressionSource(CompressionSource newCompressionSource) {
		CompressionSource oldCompressionSource = compressionSource;
		compressionSource = newCompressionSource == null ? COMPRESSION_SOURCE_EDEFAULT : newCompressionSource;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.CLUSTER_SETTINGS__COMPRESSION_SOURCE, oldCompressionSource, compressionSource));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getCompressionCodec() {
		return compressionCodec;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCompressionCodec(String newCompressionCodec) {
		String oldCompressionCodec = compressionCodec;
		compressionCodec = newCompressionCodec;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.CLUSTER_SETTINGS__COMPRESSION_CODEC, oldCompressionCodec, compressionCodec));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getCompressionRatio() {
		return compressionRatio;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCompressionRatio(double newCompressionRatio) {
		double oldCompressionRatio = compressionRatio;
		compressionRatio = newCompressionRatio;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.CLUSTER_SETTINGS__COMPRESSION_RATIO, oldCompressionRatio, compressionRatio));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getCompressionThroughput() {
		return compressionThroughput;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCompressionThroughput(double newCompressionThroughput) {
		double oldCompressionThroughput = compressionThroughput;
		compressionThroughput = newCompressionThroughput;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.CLUSTER_SETTINGS__COMPRESSION_THROUGHPUT, oldCompressionThroughput, compressionThroughput));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getCollectThroughput() {
		return collectThroughput;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCollectThroughput(double newCollectThroughput) {
		double oldCollectThroughput = collectThroughput;
		collectThroughput = newCollectThroughput;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.CLUSTER_SETTINGS__COLLECT_THROUGHPUT, oldCollectThroughput, collectThroughput));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getBlockBytes() {
		return blockBytes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setBlockBytes(int newBlockBytes) {
		int oldBlockBytes = blockBytes;
		blockBytes = newBlockBytes;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.CLUSTER_SETTINGS__BLOCK_BYTES, oldBlockBytes, blockBytes));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getQueueLength() {
		return queueLength;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setQueueLength(int newQueueLength) {
		int oldQueueLength = queueLength;
		queueLength = newQueueLength;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.CLUSTER_SETTINGS__QUEUE_LENGTH, oldQueueLength, queueLength));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case SnapwearPackage.CLUSTER_SETTINGS__PROCESSES_MIN:
				return getProcessesMin();
			case SnapwearPackage.CLUSTER_SETTINGS__PROCESSES_MAX:
				return getProcessesMax();
			case SnapwearPackage.CLUSTER_SETTINGS__PROCESSES_STEP:
				return getProcessesStep();
			case SnapwearPackage.CLUSTER_SETTINGS__CHECKPOINT_BYTES:
				return getCheckpointBytes();
			case SnapwearPackage.CLUSTER_SETTINGS__IO_RATE:
				return getIoRate();
			case SnapwearPackage.CLUSTER_SETTINGS__FS_BANDWIDTH:
				return getFsBandwidth();
			case SnapwearPackage.CLUSTER_SETTINGS__COMPRESSION_SOURCE:
				return getCompressionSource();
			case SnapwearPackage.CLUSTER_SETTINGS__COMPRESSION_CODEC:
				return getCompressionCodec();
			case SnapwearPackage.CLUSTER_SETTINGS__COMPRESSION_RATIO:
				return getCompressionRatio();
			case SnapwearPackage.CLUSTER_SETTINGS__COMPRESSION_THROUGHPUT:
				return getCompressionThroughput();
			case SnapwearPackage.CLUSTER_SETTINGS__COLLECT_THROUGHPUT:
				return getCollectThroughput();
			case SnapwearPackage.CLUSTER_SETTINGS__BLOCK_BYTES:
				return getBlockBytes();
			case SnapwearPackage.CLUSTER_SETTINGS__QUEUE_LENGTH:
				return getQueueLength();
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
			case SnapwearPackage.CLUSTER_SETTINGS__PROCESSES_MIN:
				setProcessesMin((Integer)newValue);
				return;
			case SnapwearPackage.CLUSTER_SETTINGS__PROCESSES_MAX:
				setProcessesMax((Integer)newValue);
				return;
			case SnapwearPackage.CLUSTER_SETTINGS__PROCESSES_STEP:
				setProcessesStep((Integer)newValue);
				return;
			case SnapwearPackage.CLUSTER_SETTINGS__CHECKPOINT_BYTES:
				setCheckpointBytes((Long)newValue);
				return;
			case SnapwearPackage.CLUSTER_SETTINGS__IO_RATE:
				setIoRate((Double)newValue);
				return;
			case SnapwearPackage.CLUSTER_SETTINGS__FS_BANDWIDTH:
				setFsBandwidth((Double)newValue);
				return;
			case SnapwearPackage.CLUSTER_SETTINGS__COMPRESSION_SOURCE:
				setCompressionSource((CompressionSource)newValue);
				return;
			case SnapwearPackage.CLUSTER_SETTINGS__COMPRESSION_CODEC:
				setCompressionCodec((String)newValue);
				return;
			case SnapwearPackage.CLUSTER_SETTINGS__COMPRESSION_RATIO:
				setCompressionRatio((Double)newValue);
				return;
			case SnapwearPackage.CLUSTER_SETTINGS__COMPRESSION_THROUGHPUT:
				setCompressionThroughput((Double)newValue);
				return;
			case SnapwearPackage.CLUSTER_SETTINGS__COLLECT_THROUGHPUT:
				setCollectThroughput((Double)newValue);
				return;
			case SnapwearPackage.CLUSTER_SETTINGS__BLOCK_BYTES:
				setBlockBytes((Integer)newValue);
				return;
			case SnapwearPackage.CLUSTER_SETTINGS__QUEUE_LENGTH:
				setQueueLength((Integer)newValue);
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
			case SnapwearPackage.CLUSTER_SETTINGS__PROCESSES_MIN:
				setProcessesMin(PROCESSES_MIN_EDEFAULT);
				return;
			case SnapwearPackage.CLUSTER_SETTINGS__PROCESSES_MAX:
				setProcessesMax(PROCESSES_MAX_EDEFAULT);
				return;
			case SnapwearPackage.CLUSTER_SETTINGS__PROCESSES_STEP:
				setProcessesStep(PROCESSES_STEP_EDEFAULT);
				return;
			case SnapwearPackage.CLUSTER_SETTINGS__CHECKPOINT_BYTES:
				setCheckpointBytes(CHECKPOINT_BYTES_EDEFAULT);
				return;
			case SnapwearPackage.CLUSTER_SETTINGS__IO_RATE:
				setIoRate(IO_RATE_EDEFAULT);
				return;
			case SnapwearPackage.CLUSTER_SETTINGS__FS_BANDWIDTH:
				setFsBandwidth(FS_BANDWIDTH_EDEFAULT);
				return;
			case SnapwearPackage.CLUSTER_SETTINGS__COMPRESSION_SOURCE:
				setCompressionSource(COMPRESSION_SOURCE_EDEFAULT);
				return;
			case SnapwearPackage.CLUSTER_SETTINGS__COMPRESSION_CODEC:
				setCompressionCodec(COMPRESSION_CODEC_EDEFAULT);
				return;
			case SnapwearPackage.CLUSTER_SETTINGS__COMPRESSION_RATIO:
				setCompressionRatio(COMPRESSION_RATIO_EDEFAULT);
				return;
			case SnapwearPackage.CLUSTER_SETTINGS__COMPRESSION_THROUGHPUT:
				setCompressionThroughput(COMPRESSION_THROUGHPUT_EDEFAULT);
				return;
			case SnapwearPackage.CLUSTER_SETTINGS__COLLECT_THROUGHPUT:
				setCollectThroughput(COLLECT_THROUGHPUT_EDEFAULT);
				return;
			case SnapwearPackage.CLUSTER_SETTINGS__BLOCK_BYTES:
				setBlockBytes(BLOCK_BYTES_EDEFAULT);
				return;
			case SnapwearPackage.CLUSTER_SETTINGS__QUEUE_LENGTH:
				setQueueLength(QUEUE_LENGTH_EDEFAULT);
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
			case SnapwearPackage.CLUSTER_SETTINGS__PROCESSES_MIN:
				return processesMin != PROCESSES_MIN_EDEFAULT;
			case SnapwearPackage.CLUSTER_SETTINGS__PROCESSES_MAX:
				return processesMax != PROCESSES_MAX_EDEFAULT;
			case SnapwearPackage.CLUSTER_SETTINGS__PROCESSES_STEP:
				return processesStep != PROCESSES_STEP_EDEFAULT;
			case SnapwearPackage.CLUSTER_SETTINGS__CHECKPOINT_BYTES:
				return checkpointBytes != CHECKPOINT_BYTES_EDEFAULT;
			case SnapwearPackage.CLUSTER_SETTINGS__IO_RATE:
				return ioRate != IO_RATE_EDEFAULT;
			case SnapwearPackage.CLUSTER_SETTINGS__FS_BANDWIDTH:
				return fsBandwidth != FS_BANDWIDTH_EDEFAULT;
			case SnapwearPackage.CLUSTER_SETTINGS__COMPRESSION_SOURCE:
				return compressionSource != COMPRESSION_SOURCE_EDEFAULT;
			case SnapwearPackage.CLUSTER_SETTINGS__COMPRESSION_CODEC:
				return COMPRESSION_CODEC_EDEFAULT == null ? compressionCodec != null : !COMPRESSION_CODEC_EDEFAULT.equals(compressionCodec);
			case SnapwearPackage.CLUSTER_SETTINGS__COMPRESSION_RATIO:
				return compressionRatio != COMPRESSION_RATIO_EDEFAULT;
			case SnapwearPackage.CLUSTER_SETTINGS__COMPRESSION_THROUGHPUT:
				return compressionThroughput != COMPRESSION_THROUGHPUT_EDEFAULT;
			case SnapwearPackage.CLUSTER_SETTINGS__COLLECT_THROUGHPUT:
				return collectThroughput != COLLECT_THROUGHPUT_EDEFAULT;
			case SnapwearPackage.CLUSTER_SETTINGS__BLOCK_BYTES:
				return blockBytes != BLOCK_BYTES_EDEFAULT;
			case SnapwearPackage.CLUSTER_SETTINGS__QUEUE_LENGTH:
				return queueLength != QUEUE_LENGTH_EDEFAULT;
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
		result.append(" (processesMin: ");
		result.append(processesMin);
		result.append(", processesMax: ");
		result.append(processesMax);
		result.append(", processesStep: ");
		result.append(processesStep);
		result.append(", checkpointBytes: ");
		result.append(checkpointBytes);
		result.append(", ioRate: ");
		result.append(ioRate);
		result.append(", fsBandwidth: ");
		result.append(fsBandwidth);
		result.append(", compressionSource: ");
		result.append(compressionSource);
		result.append(", compressionCodec: ");
		result.append(compressionCodec);
		result.append(", compressionRatio: ");
		result.append(compressionRatio);
		result.append(", compressionThroughput: ");
		result.append(compressionThroughput);
		result.append(", collectThroughput: ");
		result.append(collectThroughput);
		result.append(", blockBytes: ");
		result.append(blockBytes);
		result.append(", queueLength: ");
		result.append(queueLength);
		result.append(')');
		return result.toString();
	}

} //ClusterSettingsImpl
