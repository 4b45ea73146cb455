/**
 */
package org.snapwear.model.study;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Cluster Settings</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Cluster for the PCCR compression-checkpointing time model and pipeline ([PCCR, docs/papers.md#pccr]).
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.snapwear.model.study.ClusterSettings#getProcessesMin <em>Processes Min</em>}</li>
 *   <li>{@link org.snapwear.model.study.ClusterSettings#getProcessesMax <em>Processes Max</em>}</li>
 *   <li>{@link org.snapwear.model.study.ClusterSettings#getProcessesStep <em>Processes Step</em>}</li>
 *   <li>{@link org.snapwear.model.study.ClusterSettings#getCheckpointBytes <em>Checkpoint Bytes</em>}</li>
 *   <li>{@link org.snapwear.model.study.ClusterSettings#getIoRate <em>Io Rate</em>}</li>
 *   <li>{@link org.snapwear.model.study.ClusterSettings#getFsBandwidth <em>Fs Bandwidth</em>}</li>
 *   <li>{@link org.snapwear.model.study.ClusterSettings#getCompressionSource <em>Compression Source</em>}</li>
 *   <li>{@link org.snapwear.model.study.ClusterSettings#getCompressionCodec <em>Compression Codec</em>}</li>
 *   <li>{@link org.snapwear.model.study.ClusterSettings#getCompressionRatio <em>Compression Ratio</em>}</li>
 *   <li>{@link org.snapwear.model.study.ClusterSettings#getCompressionThroughput <em>Compression Throughput</em>}</li>
 *   <li>{@link org.snapwear.model.study.ClusterSettings#getCollectThroughput <em>Collect Throughput</em>}</li>
 *   <li>{@link org.snapwear.model.study.ClusterSettings#getBlockBytes <em>Block Bytes</em>}</li>
 *   <li>{@link org.snapwear.model.study.ClusterSettings#getQueueLength <em>Queue Length</em>}</li>
 * </ul>
 *
 * @see org.snapwear.model.study.SnapwearPackage#getClusterSettings()
 * @model annotation="http://www.eclipse.org/emf/2002/Ecore constraints='processesRange processesStepPositive checkpointBytesPositive ioRatePositive fsBandwidthPositive compressionCodecSet compressionRatioPositive compressionThroughputPositive collectThroughputNonNegative blockBytesPositive queueLengthPositive'"
 * @generated
 */
public interface ClusterSettings extends EObject {
	/**
	 * Returns the value of the '<em><b>Processes Min</b></em>' attribute.
	 * The default value is <code>"256"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Smallest process count of the curves (one unit of 32 nodes x 8 cores). Unit: processes.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Processes Min</em>' attribute.
	 * @see #setProcessesMin(int)
	 * @see org.snapwear.model.study.SnapwearPackage#getClusterSettings_ProcessesMin()
	 * @model default="256"
	 * @generated
	 */
	int getProcessesMin();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.ClusterSettings#getProcessesMin <em>Processes Min</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Processes Min</em>' attribute.
	 * @see #getProcessesMin()
	 * @generated
	 */
	void setProcessesMin(int value);

	/**
	 * Returns the value of the '<em><b>Processes Max</b></em>' attribute.
	 * The default value is <code>"8192"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Largest process count (32 units = 1024 nodes). Unit: processes.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Processes Max</em>' attribute.
	 * @see #setProcessesMax(int)
	 * @see org.snapwear.model.study.SnapwearPackage#getClusterSettings_ProcessesMax()
	 * @model default="8192"
	 * @generated
	 */
	int getProcessesMax();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.ClusterSettings#getProcessesMax <em>Processes Max</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Processes Max</em>' attribute.
	 * @see #getProcessesMax()
	 * @generated
	 */
	void setProcessesMax(int value);

	/**
	 * Returns the value of the '<em><b>Processes Step</b></em>' attribute.
	 * The default value is <code>"256"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Step between process counts. Unit: processes.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Processes Step</em>' attribute.
	 * @see #setProcessesStep(int)
	 * @see org.snapwear.model.study.SnapwearPackage#getClusterSettings_ProcessesStep()
	 * @model default="256"
	 * @generated
	 */
	int getProcessesStep();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.ClusterSettings#getProcessesStep <em>Processes Step</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Processes Step</em>' attribute.
	 * @see #getProcessesStep()
	 * @generated
	 */
	void setProcessesStep(int value);

	/**
	 * Returns the value of the '<em><b>Checkpoint Bytes</b></em>' attribute.
	 * The default value is <code>"229000000"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * S: checkpoint size of one process. Unit: bytes.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Checkpoint Bytes</em>' attribute.
	 * @see #setCheckpointBytes(long)
	 * @see org.snapwear.model.study.SnapwearPackage#getClusterSettings_CheckpointBytes()
	 * @model default="229000000"
	 * @generated
	 */
	long getCheckpointBytes();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.ClusterSettings#getCheckpointBytes <em>Checkpoint Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Checkpoint Bytes</em>' attribute.
	 * @see #getCheckpointBytes()
	 * @generated
	 */
	void setCheckpointBytes(long value);

	/**
	 * Returns the value of the '<em><b>Io Rate</b></em>' attribute.
	 * The default value is <code>"1.0E8"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * b: one process's I/O rate in checkpoint bytes per second. Unit: bytes/s.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Io Rate</em>' attribute.
	 * @see #setIoRate(double)
	 * @see org.snapwear.model.study.SnapwearPackage#getClusterSettings_IoRate()
	 * @model default="1.0E8"
	 * @generated
	 */
	double getIoRate();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.ClusterSettings#getIoRate <em>Io Rate</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Io Rate</em>' attribute.
	 * @see #getIoRate()
	 * @generated
	 */
	void setIoRate(double value);

	/**
	 * Returns the value of the '<em><b>Fs Bandwidth</b></em>' attribute.
	 * The default value is <code>"1.0E10"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Bf: file-system bandwidth shared by all processes. Unit: bytes/s.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Fs Bandwidth</em>' attribute.
	 * @see #setFsBandwidth(double)
	 * @see org.snapwear.model.study.SnapwearPackage#getClusterSettings_FsBandwidth()
	 * @model default="1.0E10"
	 * @generated
	 */
	double getFsBandwidth();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.ClusterSettings#getFsBandwidth <em>Fs Bandwidth</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Fs Bandwidth</em>' attribute.
	 * @see #getFsBandwidth()
	 * @generated
	 */
	void setFsBandwidth(double value);

	/**
	 * Returns the value of the '<em><b>Compression Source</b></em>' attribute.
	 * The default value is <code>"measured"</code>.
	 * The literals are from the enumeration {@link org.snapwear.model.study.CompressionSource}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Where ratio and throughput come from.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Compression Source</em>' attribute.
	 * @see org.snapwear.model.study.CompressionSource
	 * @see #setCompressionSource(CompressionSource)
	 * @see org.snapwear.model.study.SnapwearPackage#getClusterSettings_CompressionSource()
	 * @model default="measured"
	 * @generated
	 */
	CompressionSource getCompressionSource();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.ClusterSettings#getCompressionSource <em>Compression Source</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Compression Source</em>' attribute.
	 * @see org.snapwear.model.study.CompressionSource
	 * @see #getCompressionSource()
	 * @generated
	 */
	void setCompressionSource(CompressionSource value);

	/**
	 * Returns the value of the '<em><b>Compression Codec</b></em>' attribute.
	 * The default value is <code>"gzip"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Codec measured when compressionSource is measured (PCCR uses Deflate).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Compression Codec</em>' attribute.
	 * @see #setCompressionCodec(String)
	 * @see org.snapwear.model.study.SnapwearPackage#getClusterSettings_CompressionCodec()
	 * @model default="gzip"
	 * @generated
	 */
	String getCompressionCodec();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.ClusterSettings#getCompressionCodec <em>Compression Codec</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Compression Codec</em>' attribute.
	 * @see #getCompressionCodec()
	 * @generated
	 */
	void setCompressionCodec(String value);

	/**
	 * Returns the value of the '<em><b>Compression Ratio</b></em>' attribute.
	 * The default value is <code>"2.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Original / compressed size when compressionSource is given. Unit: ratio.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Compression Ratio</em>' attribute.
	 * @see #setCompressionRatio(double)
	 * @see org.snapwear.model.study.SnapwearPackage#getClusterSettings_CompressionRatio()
	 * @model default="2.0"
	 * @generated
	 */
	double getCompressionRatio();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.ClusterSettings#getCompressionRatio <em>Compression Ratio</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Compression Ratio</em>' attribute.
	 * @see #getCompressionRatio()
	 * @generated
	 */
	void setCompressionRatio(double value);

	/**
	 * Returns the value of the '<em><b>Compression Throughput</b></em>' attribute.
	 * The default value is <code>"2.5E7"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Compression throughput of one process when given (zlib -6 anchor). Unit: bytes/s.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Compression Throughput</em>' attribute.
	 * @see #setCompressionThroughput(double)
	 * @see org.snapwear.model.study.SnapwearPackage#getClusterSettings_CompressionThroughput()
	 * @model default="2.5E7"
	 * @generated
	 */
	double getCompressionThroughput();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.ClusterSettings#getCompressionThroughput <em>Compression Throughput</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Compression Throughput</em>' attribute.
	 * @see #getCompressionThroughput()
	 * @generated
	 */
	void setCompressionThroughput(double value);

	/**
	 * Returns the value of the '<em><b>Collect Throughput</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Collection (profiling) rate of one process; 0 = instantaneous. Unit: bytes/s.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Collect Throughput</em>' attribute.
	 * @see #setCollectThroughput(double)
	 * @see org.snapwear.model.study.SnapwearPackage#getClusterSettings_CollectThroughput()
	 * @model default="0.0"
	 * @generated
	 */
	double getCollectThroughput();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.ClusterSettings#getCollectThroughput <em>Collect Throughput</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Collect Throughput</em>' attribute.
	 * @see #getCollectThroughput()
	 * @generated
	 */
	void setCollectThroughput(double value);

	/**
	 * Returns the value of the '<em><b>Block Bytes</b></em>' attribute.
	 * The default value is <code>"16384"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Pipeline buffer size (the paper's best, 16 KB). Unit: bytes.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Block Bytes</em>' attribute.
	 * @see #setBlockBytes(int)
	 * @see org.snapwear.model.study.SnapwearPackage#getClusterSettings_BlockBytes()
	 * @model default="16384"
	 * @generated
	 */
	int getBlockBytes();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.ClusterSettings#getBlockBytes <em>Block Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Block Bytes</em>' attribute.
	 * @see #getBlockBytes()
	 * @generated
	 */
	void setBlockBytes(int value);

	/**
	 * Returns the value of the '<em><b>Queue Length</b></em>' attribute.
	 * The default value is <code>"4"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Buffers per ring-buffer queue. Unit: buffers.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Queue Length</em>' attribute.
	 * @see #setQueueLength(int)
	 * @see org.snapwear.model.study.SnapwearPackage#getClusterSettings_QueueLength()
	 * @model default="4"
	 * @generated
	 */
	int getQueueLength();

	/**
	 * Sets the value of the '{@link org.snapwear.model.study.ClusterSettings#getQueueLength <em>Queue Length</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Queue Length</em>' attribute.
	 * @see #getQueueLength()
	 * @generated
	 */
	void setQueueLength(int value);

} // ClusterSettings
