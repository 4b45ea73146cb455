/**
 */
package org.snapwear.model.study;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EReference;

/**
 * <!-- begin-user-doc -->
 * The <b>Package</b> for the model.
 * It contains accessors for the meta objects to represent
 * <ul>
 *   <li>each class,</li>
 *   <li>each feature of each class,</li>
 *   <li>each operation of each class,</li>
 *   <li>each enum,</li>
 *   <li>and each data type</li>
 * </ul>
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * A Snapwear study: where the snapshots come from, which checkpoint schemes to compare, the simulated hardware (SSD, SLC pages, GPU buddy memory, cluster pipeline) and which analyses to run. Defaults are the seed papers' configurations.
 * <!-- end-model-doc -->
 * @see org.snapwear.model.study.SnapwearFactory
 * @model kind="package"
 * @generated
 */
public interface SnapwearPackage extends EPackage {
	/**
	 * The package name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	String eNAME = "study";

	/**
	 * The package namespace URI.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	String eNS_URI = "http://snapwear.org/study/1.0";

	/**
	 * The package namespace name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	String eNS_PREFIX = "snapwear";

	/**
	 * The singleton instance of the package.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	SnapwearPackage eINSTANCE = org.snapwear.model.study.impl.SnapwearPackageImpl.init();

	/**
	 * The meta object id for the '{@link org.snapwear.model.study.impl.StudyImpl <em>Study</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.snapwear.model.study.impl.StudyImpl
	 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getStudy()
	 * @generated
	 */
	int STUDY = 0;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STUDY__NAME = 0;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STUDY__DESCRIPTION = 1;

	/**
	 * The feature id for the '<em><b>Sources</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STUDY__SOURCES = 2;

	/**
	 * The feature id for the '<em><b>Schemes</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STUDY__SCHEMES = 3;

	/**
	 * The feature id for the '<em><b>Hardware</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STUDY__HARDWARE = 4;

	/**
	 * The feature id for the '<em><b>Metadata Trace</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STUDY__METADATA_TRACE = 5;

	/**
	 * The feature id for the '<em><b>Analyses</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STUDY__ANALYSES = 6;

	/**
	 * The number of structural features of the '<em>Study</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STUDY_FEATURE_COUNT = 7;

	/**
	 * The number of operations of the '<em>Study</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STUDY_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.snapwear.model.study.impl.SnapshotSourceImpl <em>Snapshot Source</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.snapwear.model.study.impl.SnapshotSourceImpl
	 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getSnapshotSource()
	 * @generated
	 */
	int SNAPSHOT_SOURCE = 1;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SNAPSHOT_SOURCE__NAME = 0;

	/**
	 * The number of structural features of the '<em>Snapshot Source</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SNAPSHOT_SOURCE_FEATURE_COUNT = 1;

	/**
	 * The number of operations of the '<em>Snapshot Source</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SNAPSHOT_SOURCE_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.snapwear.model.study.impl.SequenceSourceImpl <em>Sequence Source</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.snapwear.model.study.impl.SequenceSourceImpl
	 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getSequenceSource()
	 * @generated
	 */
	int SEQUENCE_SOURCE = 2;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SEQUENCE_SOURCE__NAME = SNAPSHOT_SOURCE__NAME;

	/**
	 * The feature id for the '<em><b>Path</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SEQUENCE_SOURCE__PATH = SNAPSHOT_SOURCE_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Format</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SEQUENCE_SOURCE__FORMAT = SNAPSHOT_SOURCE_FEATURE_COUNT + 1;

	/**
	 * The number of structural features of the '<em>Sequence Source</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SEQUENCE_SOURCE_FEATURE_COUNT = SNAPSHOT_SOURCE_FEATURE_COUNT + 2;

	/**
	 * The number of operations of the '<em>Sequence Source</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SEQUENCE_SOURCE_OPERATION_COUNT = SNAPSHOT_SOURCE_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.snapwear.model.study.impl.GeneratorSourceImpl <em>Generator Source</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.snapwear.model.study.impl.GeneratorSourceImpl
	 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getGeneratorSource()
	 * @generated
	 */
	int GENERATOR_SOURCE = 3;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GENERATOR_SOURCE__NAME = SNAPSHOT_SOURCE__NAME;

	/**
	 * The feature id for the '<em><b>Parameters</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GENERATOR_SOURCE__PARAMETERS = SNAPSHOT_SOURCE_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Model</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GENERATOR_SOURCE__MODEL = SNAPSHOT_SOURCE_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Optimizer</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GENERATOR_SOURCE__OPTIMIZER = SNAPSHOT_SOURCE_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Learning Rate</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GENERATOR_SOURCE__LEARNING_RATE = SNAPSHOT_SOURCE_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Momentum</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GENERATOR_SOURCE__MOMENTUM = SNAPSHOT_SOURCE_FEATURE_COUNT + 4;

	/**
	 * The feature id for the '<em><b>Weight Decay</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GENERATOR_SOURCE__WEIGHT_DECAY = SNAPSHOT_SOURCE_FEATURE_COUNT + 5;

	/**
	 * The feature id for the '<em><b>Iterations</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GENERATOR_SOURCE__ITERATIONS = SNAPSHOT_SOURCE_FEATURE_COUNT + 6;

	/**
	 * The feature id for the '<em><b>Interval</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GENERATOR_SOURCE__INTERVAL = SNAPSHOT_SOURCE_FEATURE_COUNT + 7;

	/**
	 * The feature id for the '<em><b>Dtype</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GENERATOR_SOURCE__DTYPE = SNAPSHOT_SOURCE_FEATURE_COUNT + 8;

	/**
	 * The feature id for the '<em><b>Seed</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GENERATOR_SOURCE__SEED = SNAPSHOT_SOURCE_FEATURE_COUNT + 9;

	/**
	 * The feature id for the '<em><b>Batch Size</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GENERATOR_SOURCE__BATCH_SIZE = SNAPSHOT_SOURCE_FEATURE_COUNT + 10;

	/**
	 * The feature id for the '<em><b>Threads</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GENERATOR_SOURCE__THREADS = SNAPSHOT_SOURCE_FEATURE_COUNT + 11;

	/**
	 * The number of structural features of the '<em>Generator Source</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GENERATOR_SOURCE_FEATURE_COUNT = SNAPSHOT_SOURCE_FEATURE_COUNT + 12;

	/**
	 * The number of operations of the '<em>Generator Source</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GENERATOR_SOURCE_OPERATION_COUNT = SNAPSHOT_SOURCE_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.snapwear.model.study.impl.SchemeImpl <em>Scheme</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.snapwear.model.study.impl.SchemeImpl
	 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getScheme()
	 * @generated
	 */
	int SCHEME = 4;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCHEME__NAME = 0;

	/**
	 * The feature id for the '<em><b>Codec</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCHEME__CODEC = 1;

	/**
	 * The feature id for the '<em><b>Parameters</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCHEME__PARAMETERS = 2;

	/**
	 * The feature id for the '<em><b>Mode</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCHEME__MODE = 3;

	/**
	 * The feature id for the '<em><b>Snap Dis</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCHEME__SNAP_DIS = 4;

	/**
	 * The feature id for the '<em><b>Unit</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCHEME__UNIT = 5;

	/**
	 * The feature id for the '<em><b>First Iteration</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCHEME__FIRST_ITERATION = 6;

	/**
	 * The feature id for the '<em><b>Baseline Codec</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCHEME__BASELINE_CODEC = 7;

	/**
	 * The feature id for the '<em><b>Threads</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCHEME__THREADS = 8;

	/**
	 * The number of structural features of the '<em>Scheme</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCHEME_FEATURE_COUNT = 9;

	/**
	 * The number of operations of the '<em>Scheme</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCHEME_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.snapwear.model.study.impl.CodecParameterImpl <em>Codec Parameter</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.snapwear.model.study.impl.CodecParameterImpl
	 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getCodecParameter()
	 * @generated
	 */
	int CODEC_PARAMETER = 5;

	/**
	 * The feature id for the '<em><b>Key</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CODEC_PARAMETER__KEY = 0;

	/**
	 * The feature id for the '<em><b>Value</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CODEC_PARAMETER__VALUE = 1;

	/**
	 * The number of structural features of the '<em>Codec Parameter</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CODEC_PARAMETER_FEATURE_COUNT = 2;

	/**
	 * The number of operations of the '<em>Codec Parameter</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CODEC_PARAMETER_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.snapwear.model.study.impl.HardwareImpl <em>Hardware</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.snapwear.model.study.impl.HardwareImpl
	 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getHardware()
	 * @generated
	 */
	int HARDWARE = 6;

	/**
	 * The feature id for the '<em><b>Ssd</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HARDWARE__SSD = 0;

	/**
	 * The feature id for the '<em><b>Slc</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HARDWARE__SLC = 1;

	/**
	 * The feature id for the '<em><b>Buddy</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HARDWARE__BUDDY = 2;

	/**
	 * The feature id for the '<em><b>Cluster</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HARDWARE__CLUSTER = 3;

	/**
	 * The number of structural features of the '<em>Hardware</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HARDWARE_FEATURE_COUNT = 4;

	/**
	 * The number of operations of the '<em>Hardware</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HARDWARE_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.snapwear.model.study.impl.SsdSettingsImpl <em>Ssd Settings</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.snapwear.model.study.impl.SsdSettingsImpl
	 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getSsdSettings()
	 * @generated
	 */
	int SSD_SETTINGS = 7;

	/**
	 * The feature id for the '<em><b>Channels</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SSD_SETTINGS__CHANNELS = 0;

	/**
	 * The feature id for the '<em><b>Chips Per Channel</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SSD_SETTINGS__CHIPS_PER_CHANNEL = 1;

	/**
	 * The feature id for the '<em><b>Blocks Per Chip</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SSD_SETTINGS__BLOCKS_PER_CHIP = 2;

	/**
	 * The feature id for the '<em><b>Pages Per Block</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SSD_SETTINGS__PAGES_PER_BLOCK = 3;

	/**
	 * The feature id for the '<em><b>Page Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SSD_SETTINGS__PAGE_BYTES = 4;

	/**
	 * The feature id for the '<em><b>Byte Transfer Ms</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SSD_SETTINGS__BYTE_TRANSFER_MS = 5;

	/**
	 * The feature id for the '<em><b>Page Read Ms</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SSD_SETTINGS__PAGE_READ_MS = 6;

	/**
	 * The feature id for the '<em><b>Page Write Ms</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SSD_SETTINGS__PAGE_WRITE_MS = 7;

	/**
	 * The feature id for the '<em><b>Block Erase Ms</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SSD_SETTINGS__BLOCK_ERASE_MS = 8;

	/**
	 * The feature id for the '<em><b>Over Provisioning</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SSD_SETTINGS__OVER_PROVISIONING = 9;

	/**
	 * The feature id for the '<em><b>Op Convention</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SSD_SETTINGS__OP_CONVENTION = 10;

	/**
	 * The feature id for the '<em><b>Gc Threshold</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SSD_SETTINGS__GC_THRESHOLD = 11;

	/**
	 * The feature id for the '<em><b>Gc Policy</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SSD_SETTINGS__GC_POLICY = 12;

	/**
	 * The feature id for the '<em><b>DChoices</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SSD_SETTINGS__DCHOICES = 13;

	/**
	 * The feature id for the '<em><b>Wear Level Threshold</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SSD_SETTINGS__WEAR_LEVEL_THRESHOLD = 14;

	/**
	 * The feature id for the '<em><b>Host Timing</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SSD_SETTINGS__HOST_TIMING = 15;

	/**
	 * The feature id for the '<em><b>Seed</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SSD_SETTINGS__SEED = 16;

	/**
	 * The feature id for the '<em><b>Warmup Valid</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SSD_SETTINGS__WARMUP_VALID = 17;

	/**
	 * The feature id for the '<em><b>Warmup Invalid</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SSD_SETTINGS__WARMUP_INVALID = 18;

	/**
	 * The feature id for the '<em><b>Warmup Free</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SSD_SETTINGS__WARMUP_FREE = 19;

	/**
	 * The feature id for the '<em><b>Warmup Layout</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SSD_SETTINGS__WARMUP_LAYOUT = 20;

	/**
	 * The number of structural features of the '<em>Ssd Settings</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SSD_SETTINGS_FEATURE_COUNT = 21;

	/**
	 * The number of operations of the '<em>Ssd Settings</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SSD_SETTINGS_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.snapwear.model.study.impl.SlcSettingsImpl <em>Slc Settings</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.snapwear.model.study.impl.SlcSettingsImpl
	 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getSlcSettings()
	 * @generated
	 */
	int SLC_SETTINGS = 8;

	/**
	 * The feature id for the '<em><b>Page Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SLC_SETTINGS__PAGE_BYTES = 0;

	/**
	 * The feature id for the '<em><b>Delta Region Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SLC_SETTINGS__DELTA_REGION_BYTES = 1;

	/**
	 * The feature id for the '<em><b>Nop</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SLC_SETTINGS__NOP = 2;

	/**
	 * The feature id for the '<em><b>Read Micros</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SLC_SETTINGS__READ_MICROS = 3;

	/**
	 * The feature id for the '<em><b>Write Micros</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SLC_SETTINGS__WRITE_MICROS = 4;

	/**
	 * The feature id for the '<em><b>Codec</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SLC_SETTINGS__CODEC = 5;

	/**
	 * The feature id for the '<em><b>Segment Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SLC_SETTINGS__SEGMENT_BYTES = 6;

	/**
	 * The number of structural features of the '<em>Slc Settings</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SLC_SETTINGS_FEATURE_COUNT = 7;

	/**
	 * The number of operations of the '<em>Slc Settings</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SLC_SETTINGS_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.snapwear.model.study.impl.BuddySettingsImpl <em>Buddy Settings</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.snapwear.model.study.impl.BuddySettingsImpl
	 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getBuddySettings()
	 * @generated
	 */
	int BUDDY_SETTINGS = 9;

	/**
	 * The feature id for the '<em><b>Target</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int BUDDY_SETTINGS__TARGET = 0;

	/**
	 * The feature id for the '<em><b>Buddy Threshold</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int BUDDY_SETTINGS__BUDDY_THRESHOLD = 1;

	/**
	 * The number of structural features of the '<em>Buddy Settings</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int BUDDY_SETTINGS_FEATURE_COUNT = 2;

	/**
	 * The number of operations of the '<em>Buddy Settings</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int BUDDY_SETTINGS_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.snapwear.model.study.impl.ClusterSettingsImpl <em>Cluster Settings</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.snapwear.model.study.impl.ClusterSettingsImpl
	 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getClusterSettings()
	 * @generated
	 */
	int CLUSTER_SETTINGS = 10;

	/**
	 * The feature id for the '<em><b>Processes Min</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CLUSTER_SETTINGS__PROCESSES_MIN = 0;

	/**
	 * The feature id for the '<em><b>Processes Max</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CLUSTER_SETTINGS__PROCESSES_MAX = 1;

	/**
	 * The feature id for the '<em><b>Processes Step</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CLUSTER_SETTINGS__PROCESSES_STEP = 2;

	/**
	 * The feature id for the '<em><b>Checkpoint Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CLUSTER_SETTINGS__CHECKPOINT_BYTES = 3;

	/**
	 * The feature id for the '<em><b>Io Rate</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CLUSTER_SETTINGS__IO_RATE = 4;

	/**
	 * The feature id for the '<em><b>Fs Bandwidth</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CLUSTER_SETTINGS__FS_BANDWIDTH = 5;

	/**
	 * The feature id for the '<em><b>Compression Source</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CLUSTER_SETTINGS__COMPRESSION_SOURCE = 6;

	/**
	 * The feature id for the '<em><b>Compression Codec</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CLUSTER_SETTINGS__COMPRESSION_CODEC = 7;

	/**
	 * The feature id for the '<em><b>Compression Ratio</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CLUSTER_SETTINGS__COMPRESSION_RATIO = 8;

	/**
	 * The feature id for the '<em><b>Compression Throughput</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CLUSTER_SETTINGS__COMPRESSION_THROUGHPUT = 9;

	/**
	 * The feature id for the '<em><b>Collect Throughput</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CLUSTER_SETTINGS__COLLECT_THROUGHPUT = 10;

	/**
	 * The feature id for the '<em><b>Block Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CLUSTER_SETTINGS__BLOCK_BYTES = 11;

	/**
	 * The feature id for the '<em><b>Queue Length</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CLUSTER_SETTINGS__QUEUE_LENGTH = 12;

	/**
	 * The number of structural features of the '<em>Cluster Settings</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CLUSTER_SETTINGS_FEATURE_COUNT = 13;

	/**
	 * The number of operations of the '<em>Cluster Settings</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CLUSTER_SETTINGS_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.snapwear.model.study.impl.MetadataTraceSourceImpl <em>Metadata Trace Source</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.snapwear.model.study.impl.MetadataTraceSourceImpl
	 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getMetadataTraceSource()
	 * @generated
	 */
	int METADATA_TRACE_SOURCE = 11;

	/**
	 * The feature id for the '<em><b>Path</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int METADATA_TRACE_SOURCE__PATH = 0;

	/**
	 * The feature id for the '<em><b>Id Column</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int METADATA_TRACE_SOURCE__ID_COLUMN = 1;

	/**
	 * The feature id for the '<em><b>Record Size</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int METADATA_TRACE_SOURCE__RECORD_SIZE = 2;

	/**
	 * The number of structural features of the '<em>Metadata Trace Source</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int METADATA_TRACE_SOURCE_FEATURE_COUNT = 3;

	/**
	 * The number of operations of the '<em>Metadata Trace Source</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int METADATA_TRACE_SOURCE_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.snapwear.model.study.impl.AnalysesImpl <em>Analyses</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.snapwear.model.study.impl.AnalysesImpl
	 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getAnalyses()
	 * @generated
	 */
	int ANALYSES = 12;

	/**
	 * The feature id for the '<em><b>Written Volume</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANALYSES__WRITTEN_VOLUME = 0;

	/**
	 * The feature id for the '<em><b>Erases</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANALYSES__ERASES = 1;

	/**
	 * The feature id for the '<em><b>Useful Storage</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANALYSES__USEFUL_STORAGE = 2;

	/**
	 * The feature id for the '<em><b>Heading Bits</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANALYSES__HEADING_BITS = 3;

	/**
	 * The feature id for the '<em><b>Exponent Histogram</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANALYSES__EXPONENT_HISTOGRAM = 4;

	/**
	 * The feature id for the '<em><b>Snap Dis Sweep</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANALYSES__SNAP_DIS_SWEEP = 5;

	/**
	 * The feature id for the '<em><b>Snap Dis Values</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANALYSES__SNAP_DIS_VALUES = 6;

	/**
	 * The feature id for the '<em><b>Storage Limit</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANALYSES__STORAGE_LIMIT = 7;

	/**
	 * The feature id for the '<em><b>Slc Pages</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANALYSES__SLC_PAGES = 8;

	/**
	 * The feature id for the '<em><b>Buddy</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANALYSES__BUDDY = 9;

	/**
	 * The feature id for the '<em><b>Pipeline Curves</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANALYSES__PIPELINE_CURVES = 10;

	/**
	 * The number of structural features of the '<em>Analyses</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANALYSES_FEATURE_COUNT = 11;

	/**
	 * The number of operations of the '<em>Analyses</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANALYSES_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.snapwear.model.study.ModelKind <em>Model Kind</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.snapwear.model.study.ModelKind
	 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getModelKind()
	 * @generated
	 */
	int MODEL_KIND = 13;

	/**
	 * The meta object id for the '{@link org.snapwear.model.study.OptimizerKind <em>Optimizer Kind</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.snapwear.model.study.OptimizerKind
	 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getOptimizerKind()
	 * @generated
	 */
	int OPTIMIZER_KIND = 14;

	/**
	 * The meta object id for the '{@link org.snapwear.model.study.SnapshotDType <em>Snapshot DType</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.snapwear.model.study.SnapshotDType
	 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getSnapshotDType()
	 * @generated
	 */
	int SNAPSHOT_DTYPE = 15;

	/**
	 * The meta object id for the '{@link org.snapwear.model.study.SchemeMode <em>Scheme Mode</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.snapwear.model.study.SchemeMode
	 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getSchemeMode()
	 * @generated
	 */
	int SCHEME_MODE = 16;

	/**
	 * The meta object id for the '{@link org.snapwear.model.study.OverProvisioningConvention <em>Over Provisioning Convention</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.snapwear.model.study.OverProvisioningConvention
	 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getOverProvisioningConvention()
	 * @generated
	 */
	int OVER_PROVISIONING_CONVENTION = 17;

	/**
	 * The meta object id for the '{@link org.snapwear.model.study.GcPolicy <em>Gc Policy</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.snapwear.model.study.GcPolicy
	 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getGcPolicy()
	 * @generated
	 */
	int GC_POLICY = 18;

	/**
	 * The meta object id for the '{@link org.snapwear.model.study.HostTiming <em>Host Timing</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.snapwear.model.study.HostTiming
	 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getHostTiming()
	 * @generated
	 */
	int HOST_TIMING = 19;

	/**
	 * The meta object id for the '{@link org.snapwear.model.study.WarmupLayout <em>Warmup Layout</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.snapwear.model.study.WarmupLayout
	 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getWarmupLayout()
	 * @generated
	 */
	int WARMUP_LAYOUT = 20;

	/**
	 * The meta object id for the '{@link org.snapwear.model.study.SlcCodec <em>Slc Codec</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.snapwear.model.study.SlcCodec
	 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getSlcCodec()
	 * @generated
	 */
	int SLC_CODEC = 21;

	/**
	 * The meta object id for the '{@link org.snapwear.model.study.BuddyTarget <em>Buddy Target</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.snapwear.model.study.BuddyTarget
	 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getBuddyTarget()
	 * @generated
	 */
	int BUDDY_TARGET = 22;

	/**
	 * The meta object id for the '{@link org.snapwear.model.study.CompressionSource <em>Compression Source</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.snapwear.model.study.CompressionSource
	 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getCompressionSource()
	 * @generated
	 */
	int COMPRESSION_SOURCE = 23;


	/**
	 * Returns the meta object for class '{@link org.snapwear.model.study.Study <em>Study</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Study</em>'.
	 * @see org.snapwear.model.study.Study
	 * @generated
	 */
	EClass getStudy();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.Study#getName <em>Name</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Name</em>'.
	 * @see org.snapwear.model.study.Study#getName()
	 * @see #getStudy()
	 * @generated
	 */
	EAttribute getStudy_Name();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.Study#getDescription <em>Description</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Description</em>'.
	 * @see org.snapwear.model.study.Study#getDescription()
	 * @see #getStudy()
	 * @generated
	 */
	EAttribute getStudy_Description();

	/**
	 * Returns the meta object for the containment reference list '{@link org.snapwear.model.study.Study#getSources <em>Sources</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Sources</em>'.
	 * @see org.snapwear.model.study.Study#getSources()
	 * @see #getStudy()
	 * @generated
	 */
	EReference getStudy_Sources();

	/**
	 * Returns the meta object for the containment reference list '{@link org.snapwear.model.study.Study#getSchemes <em>Schemes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Schemes</em>'.
	 * @see org.snapwear.model.study.Study#getSchemes()
	 * @see #getStudy()
	 * @generated
	 */
	EReference getStudy_Schemes();

	/**
	 * Returns the meta object for the containment reference '{@link org.snapwear.model.study.Study#getHardware <em>Hardware</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Hardware</em>'.
	 * @see org.snapwear.model.study.Study#getHardware()
	 * @see #getStudy()
	 * @generated
	 */
	EReference getStudy_Hardware();

	/**
	 * Returns the meta object for the containment reference '{@link org.snapwear.model.study.Study#getMetadataTrace <em>Metadata Trace</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Metadata Trace</em>'.
	 * @see org.snapwear.model.study.Study#getMetadataTrace()
	 * @see #getStudy()
	 * @generated
	 */
	EReference getStudy_MetadataTrace();

	/**
	 * Returns the meta object for the containment reference '{@link org.snapwear.model.study.Study#getAnalyses <em>Analyses</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Analyses</em>'.
	 * @see org.snapwear.model.study.Study#getAnalyses()
	 * @see #getStudy()
	 * @generated
	 */
	EReference getStudy_Analyses();

	/**
	 * Returns the meta object for class '{@link org.snapwear.model.study.SnapshotSource <em>Snapshot Source</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Snapshot Source</em>'.
	 * @see org.snapwear.model.study.SnapshotSource
	 * @generated
	 */
	EClass getSnapshotSource();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.SnapshotSource#getName <em>Name</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Name</em>'.
	 * @see org.snapwear.model.study.SnapshotSource#getName()
	 * @see #getSnapshotSource()
	 * @generated
	 */
	EAttribute getSnapshotSource_Name();

	/**
	 * Returns the meta object for class '{@link org.snapwear.model.study.SequenceSource <em>Sequence Source</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Sequence Source</em>'.
	 * @see org.snapwear.model.study.SequenceSource
	 * @generated
	 */
	EClass getSequenceSource();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.SequenceSource#getPath <em>Path</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Path</em>'.
	 * @see org.snapwear.model.study.SequenceSource#getPath()
	 * @see #getSequenceSource()
	 * @generated
	 */
	EAttribute getSequenceSource_Path();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.SequenceSource#getFormat <em>Format</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Format</em>'.
	 * @see org.snapwear.model.study.SequenceSource#getFormat()
	 * @see #getSequenceSource()
	 * @generated
	 */
	EAttribute getSequenceSource_Format();

	/**
	 * Returns the meta object for class '{@link org.snapwear.model.study.GeneratorSource <em>Generator Source</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Generator Source</em>'.
	 * @see org.snapwear.model.study.GeneratorSource
	 * @generated
	 */
	EClass getGeneratorSource();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.GeneratorSource#getParameters <em>Parameters</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Parameters</em>'.
	 * @see org.snapwear.model.study.GeneratorSource#getParameters()
	 * @see #getGeneratorSource()
	 * @generated
	 */
	EAttribute getGeneratorSource_Parameters();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.GeneratorSource#getModel <em>Model</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Model</em>'.
	 * @see org.snapwear.model.study.GeneratorSource#getModel()
	 * @see #getGeneratorSource()
	 * @generated
	 */
	EAttribute getGeneratorSource_Model();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.GeneratorSource#getOptimizer <em>Optimizer</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Optimizer</em>'.
	 * @see org.snapwear.model.study.GeneratorSource#getOptimizer()
	 * @see #getGeneratorSource()
	 * @generated
	 */
	EAttribute getGeneratorSource_Optimizer();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.GeneratorSource#getLearningRate <em>Learning Rate</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Learning Rate</em>'.
	 * @see org.snapwear.model.study.GeneratorSource#getLearningRate()
	 * @see #getGeneratorSource()
	 * @generated
	 */
	EAttribute getGeneratorSource_LearningRate();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.GeneratorSource#getMomentum <em>Momentum</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Momentum</em>'.
	 * @see org.snapwear.model.study.GeneratorSource#getMomentum()
	 * @see #getGeneratorSource()
	 * @generated
	 */
	EAttribute getGeneratorSource_Momentum();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.GeneratorSource#getWeightDecay <em>Weight Decay</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Weight Decay</em>'.
	 * @see org.snapwear.model.study.GeneratorSource#getWeightDecay()
	 * @see #getGeneratorSource()
	 * @generated
	 */
	EAttribute getGeneratorSource_WeightDecay();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.GeneratorSource#getIterations <em>Iterations</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Iterations</em>'.
	 * @see org.snapwear.model.study.GeneratorSource#getIterations()
	 * @see #getGeneratorSource()
	 * @generated
	 */
	EAttribute getGeneratorSource_Iterations();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.GeneratorSource#getInterval <em>Interval</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Interval</em>'.
	 * @see org.snapwear.model.study.GeneratorSource#getInterval()
	 * @see #getGeneratorSource()
	 * @generated
	 */
	EAttribute getGeneratorSource_Interval();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.GeneratorSource#getDtype <em>Dtype</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Dtype</em>'.
	 * @see org.snapwear.model.study.GeneratorSource#getDtype()
	 * @see #getGeneratorSource()
	 * @generated
	 */
	EAttribute getGeneratorSource_Dtype();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.GeneratorSource#getSeed <em>Seed</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Seed</em>'.
	 * @see org.snapwear.model.study.GeneratorSource#getSeed()
	 * @see #getGeneratorSource()
	 * @generated
	 */
	EAttribute getGeneratorSource_Seed();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.GeneratorSource#getBatchSize <em>Batch Size</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Batch Size</em>'.
	 * @see org.snapwear.model.study.GeneratorSource#getBatchSize()
	 * @see #getGeneratorSource()
	 * @generated
	 */
	EAttribute getGeneratorSource_BatchSize();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.GeneratorSource#getThreads <em>Threads</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Threads</em>'.
	 * @see org.snapwear.model.study.GeneratorSource#getThreads()
	 * @see #getGeneratorSource()
	 * @generated
	 */
	EAttribute getGeneratorSource_Threads();

	/**
	 * Returns the meta object for class '{@link org.snapwear.model.study.Scheme <em>Scheme</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Scheme</em>'.
	 * @see org.snapwear.model.study.Scheme
	 * @generated
	 */
	EClass getScheme();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.Scheme#getName <em>Name</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Name</em>'.
	 * @see org.snapwear.model.study.Scheme#getName()
	 * @see #getScheme()
	 * @generated
	 */
	EAttribute getScheme_Name();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.Scheme#getCodec <em>Codec</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Codec</em>'.
	 * @see org.snapwear.model.study.Scheme#getCodec()
	 * @see #getScheme()
	 * @generated
	 */
	EAttribute getScheme_Codec();

	/**
	 * Returns the meta object for the containment reference list '{@link org.snapwear.model.study.Scheme#getParameters <em>Parameters</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Parameters</em>'.
	 * @see org.snapwear.model.study.Scheme#getParameters()
	 * @see #getScheme()
	 * @generated
	 */
	EReference getScheme_Parameters();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.Scheme#getMode <em>Mode</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Mode</em>'.
	 * @see org.snapwear.model.study.Scheme#getMode()
	 * @see #getScheme()
	 * @generated
	 */
	EAttribute getScheme_Mode();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.Scheme#getSnapDis <em>Snap Dis</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Snap Dis</em>'.
	 * @see org.snapwear.model.study.Scheme#getSnapDis()
	 * @see #getScheme()
	 * @generated
	 */
	EAttribute getScheme_SnapDis();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.Scheme#getUnit <em>Unit</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Unit</em>'.
	 * @see org.snapwear.model.study.Scheme#getUnit()
	 * @see #getScheme()
	 * @generated
	 */
	EAttribute getScheme_Unit();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.Scheme#getFirstIteration <em>First Iteration</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>First Iteration</em>'.
	 * @see org.snapwear.model.study.Scheme#getFirstIteration()
	 * @see #getScheme()
	 * @generated
	 */
	EAttribute getScheme_FirstIteration();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.Scheme#getBaselineCodec <em>Baseline Codec</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Baseline Codec</em>'.
	 * @see org.snapwear.model.study.Scheme#getBaselineCodec()
	 * @see #getScheme()
	 * @generated
	 */
	EAttribute getScheme_BaselineCodec();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.Scheme#getThreads <em>Threads</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Threads</em>'.
	 * @see org.snapwear.model.study.Scheme#getThreads()
	 * @see #getScheme()
	 * @generated
	 */
	EAttribute getScheme_Threads();

	/**
	 * Returns the meta object for class '{@link org.snapwear.model.study.CodecParameter <em>Codec Parameter</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Codec Parameter</em>'.
	 * @see org.snapwear.model.study.CodecParameter
	 * @generated
	 */
	EClass getCodecParameter();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.CodecParameter#getKey <em>Key</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Key</em>'.
	 * @see org.snapwear.model.study.CodecParameter#getKey()
	 * @see #getCodecParameter()
	 * @generated
	 */
	EAttribute getCodecParameter_Key();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.CodecParameter#getValue <em>Value</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Value</em>'.
	 * @see org.snapwear.model.study.CodecParameter#getValue()
	 * @see #getCodecParameter()
	 * @generated
	 */
	EAttribute getCodecParameter_Value();

	/**
	 * Returns the meta object for class '{@link org.snapwear.model.study.Hardware <em>Hardware</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Hardware</em>'.
	 * @see org.snapwear.model.study.Hardware
	 * @generated
	 */
	EClass getHardware();

	/**
	 * Returns the meta object for the containment reference '{@link org.snapwear.model.study.Hardware#getSsd <em>Ssd</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Ssd</em>'.
	 * @see org.snapwear.model.study.Hardware#getSsd()
	 * @see #getHardware()
	 * @generated
	 */
	EReference getHardware_Ssd();

	/**
	 * Returns the meta object for the containment reference '{@link org.snapwear.model.study.Hardware#getSlc <em>Slc</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Slc</em>'.
	 * @see org.snapwear.model.study.Hardware#getSlc()
	 * @see #getHardware()
	 * @generated
	 */
	EReference getHardware_Slc();

	/**
	 * Returns the meta object for the containment reference '{@link org.snapwear.model.study.Hardware#getBuddy <em>Buddy</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Buddy</em>'.
	 * @see org.snapwear.model.study.Hardware#getBuddy()
	 * @see #getHardware()
	 * @generated
	 */
	EReference getHardware_Buddy();

	/**
	 * Returns the meta object for the containment reference '{@link org.snapwear.model.study.Hardware#getCluster <em>Cluster</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Cluster</em>'.
	 * @see org.snapwear.model.study.Hardware#getCluster()
	 * @see #getHardware()
	 * @generated
	 */
	EReference getHardware_Cluster();

	/**
	 * Returns the meta object for class '{@link org.snapwear.model.study.SsdSettings <em>Ssd Settings</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Ssd Settings</em>'.
	 * @see org.snapwear.model.study.SsdSettings
	 * @generated
	 */
	EClass getSsdSettings();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.SsdSettings#getChannels <em>Channels</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Channels</em>'.
	 * @see org.snapwear.model.study.SsdSettings#getChannels()
	 * @see #getSsdSettings()
	 * @generated
	 */
	EAttribute getSsdSettings_Channels();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.SsdSettings#getChipsPerChannel <em>Chips Per Channel</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Chips Per Channel</em>'.
	 * @see org.snapwear.model.study.SsdSettings#getChipsPerChannel()
	 * @see #getSsdSettings()
	 * @generated
	 */
	EAttribute getSsdSettings_ChipsPerChannel();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.SsdSettings#getBlocksPerChip <em>Blocks Per Chip</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Blocks Per Chip</em>'.
	 * @see org.snapwear.model.study.SsdSettings#getBlocksPerChip()
	 * @see #getSsdSettings()
	 * @generated
	 */
	EAttribute getSsdSettings_BlocksPerChip();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.SsdSettings#getPagesPerBlock <em>Pages Per Block</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Pages Per Block</em>'.
	 * @see org.snapwear.model.study.SsdSettings#getPagesPerBlock()
	 * @see #getSsdSettings()
	 * @generated
	 */
	EAttribute getSsdSettings_PagesPerBlock();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.SsdSettings#getPageBytes <em>Page Bytes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Page Bytes</em>'.
	 * @see org.snapwear.model.study.SsdSettings#getPageBytes()
	 * @see #getSsdSettings()
	 * @generated
	 */
	EAttribute getSsdSettings_PageBytes();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.SsdSettings#getByteTransferMs <em>Byte Transfer Ms</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Byte Transfer Ms</em>'.
	 * @see org.snapwear.model.study.SsdSettings#getByteTransferMs()
	 * @see #getSsdSettings()
	 * @generated
	 */
	EAttribute getSsdSettings_ByteTransferMs();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.SsdSettings#getPageReadMs <em>Page Read Ms</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Page Read Ms</em>'.
	 * @see org.snapwear.model.study.SsdSettings#getPageReadMs()
	 * @see #getSsdSettings()
	 * @generated
	 */
	EAttribute getSsdSettings_PageReadMs();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.SsdSettings#getPageWriteMs <em>Page Write Ms</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Page Write Ms</em>'.
	 * @see org.snapwear.model.study.SsdSettings#getPageWriteMs()
	 * @see #getSsdSettings()
	 * @generated
	 */
	EAttribute getSsdSettings_PageWriteMs();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.SsdSettings#getBlockEraseMs <em>Block Erase Ms</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Block Erase Ms</em>'.
	 * @see org.snapwear.model.study.SsdSettings#getBlockEraseMs()
	 * @see #getSsdSettings()
	 * @generated
	 */
	EAttribute getSsdSettings_BlockEraseMs();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.SsdSettings#getOverProvisioning <em>Over Provisioning</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Over Provisioning</em>'.
	 * @see org.snapwear.model.study.SsdSettings#getOverProvisioning()
	 * @see #getSsdSettings()
	 * @generated
	 */
	EAttribute getSsdSettings_OverProvisioning();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.SsdSettings#getOpConvention <em>Op Convention</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Op Convention</em>'.
	 * @see org.snapwear.model.study.SsdSettings#getOpConvention()
	 * @see #getSsdSettings()
	 * @generated
	 */
	EAttribute getSsdSettings_OpConvention();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.SsdSettings#getGcThreshold <em>Gc Threshold</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Gc Threshold</em>'.
	 * @see org.snapwear.model.study.SsdSettings#getGcThreshold()
	 * @see #getSsdSettings()
	 * @generated
	 */
	EAttribute getSsdSettings_GcThreshold();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.SsdSettings#getGcPolicy <em>Gc Policy</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Gc Policy</em>'.
	 * @see org.snapwear.model.study.SsdSettings#getGcPolicy()
	 * @see #getSsdSettings()
	 * @generated
	 */
	EAttribute getSsdSettings_GcPolicy();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.SsdSettings#getDChoices <em>DChoices</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>DChoices</em>'.
	 * @see org.snapwear.model.study.SsdSettings#getDChoices()
	 * @see #getSsdSettings()
	 * @generated
	 */
	EAttribute getSsdSettings_DChoices();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.SsdSettings#getWearLevelThreshold <em>Wear Level Threshold</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Wear Level Threshold</em>'.
	 * @see org.snapwear.model.study.SsdSettings#getWearLevelThreshold()
	 * @see #getSsdSettings()
	 * @generated
	 */
	EAttribute getSsdSettings_WearLevelThreshold();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.SsdSettings#getHostTiming <em>Host Timing</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Host Timing</em>'.
	 * @see org.snapwear.model.study.SsdSettings#getHostTiming()
	 * @see #getSsdSettings()
	 * @generated
	 */
	EAttribute getSsdSettings_HostTiming();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.SsdSettings#getSeed <em>Seed</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Seed</em>'.
	 * @see org.snapwear.model.study.SsdSettings#getSeed()
	 * @see #getSsdSettings()
	 * @generated
	 */
	EAttribute getSsdSettings_Seed();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.SsdSettings#getWarmupValid <em>Warmup Valid</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Warmup Valid</em>'.
	 * @see org.snapwear.model.study.SsdSettings#getWarmupValid()
	 * @see #getSsdSettings()
	 * @generated
	 */
	EAttribute getSsdSettings_WarmupValid();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.SsdSettings#getWarmupInvalid <em>Warmup Invalid</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Warmup Invalid</em>'.
	 * @see org.snapwear.model.study.SsdSettings#getWarmupInvalid()
	 * @see #getSsdSettings()
	 * @generated
	 */
	EAttribute getSsdSettings_WarmupInvalid();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.SsdSettings#getWarmupFree <em>Warmup Free</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Warmup Free</em>'.
	 * @see org.snapwear.model.study.SsdSettings#getWarmupFree()
	 * @see #getSsdSettings()
	 * @generated
	 */
	EAttribute getSsdSettings_WarmupFree();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.SsdSettings#getWarmupLayout <em>Warmup Layout</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Warmup Layout</em>'.
	 * @see org.snapwear.model.study.SsdSettings#getWarmupLayout()
	 * @see #getSsdSettings()
	 * @generated
	 */
	EAttribute getSsdSettings_WarmupLayout();

	/**
	 * Returns the meta object for class '{@link org.snapwear.model.study.SlcSettings <em>Slc Settings</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Slc Settings</em>'.
	 * @see org.snapwear.model.study.SlcSettings
	 * @generated
	 */
	EClass getSlcSettings();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.SlcSettings#getPageBytes <em>Page Bytes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Page Bytes</em>'.
	 * @see org.snapwear.model.study.SlcSettings#getPageBytes()
	 * @see #getSlcSettings()
	 * @generated
	 */
	EAttribute getSlcSettings_PageBytes();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.SlcSettings#getDeltaRegionBytes <em>Delta Region Bytes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Delta Region Bytes</em>'.
	 * @see org.snapwear.model.study.SlcSettings#getDeltaRegionBytes()
	 * @see #getSlcSettings()
	 * @generated
	 */
	EAttribute getSlcSettings_DeltaRegionBytes();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.SlcSettings#getNop <em>Nop</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Nop</em>'.
	 * @see org.snapwear.model.study.SlcSettings#getNop()
	 * @see #getSlcSettings()
	 * @generated
	 */
	EAttribute getSlcSettings_Nop();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.SlcSettings#getReadMicros <em>Read Micros</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Read Micros</em>'.
	 * @see org.snapwear.model.study.SlcSettings#getReadMicros()
	 * @see #getSlcSettings()
	 * @generated
	 */
	EAttribute getSlcSettings_ReadMicros();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.SlcSettings#getWriteMicros <em>Write Micros</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Write Micros</em>'.
	 * @see org.snapwear.model.study.SlcSettings#getWriteMicros()
	 * @see #getSlcSettings()
	 * @generated
	 */
	EAttribute getSlcSettings_WriteMicros();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.SlcSettings#getCodec <em>Codec</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Codec</em>'.
	 * @see org.snapwear.model.study.SlcSettings#getCodec()
	 * @see #getSlcSettings()
	 * @generated
	 */
	EAttribute getSlcSettings_Codec();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.SlcSettings#getSegmentBytes <em>Segment Bytes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Segment Bytes</em>'.
	 * @see org.snapwear.model.study.SlcSettings#getSegmentBytes()
	 * @see #getSlcSettings()
	 * @generated
	 */
	EAttribute getSlcSettings_SegmentBytes();

	/**
	 * Returns the meta object for class '{@link org.snapwear.model.study.BuddySettings <em>Buddy Settings</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Buddy Settings</em>'.
	 * @see org.snapwear.model.study.BuddySettings
	 * @generated
	 */
	EClass getBuddySettings();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.BuddySettings#getTarget <em>Target</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Target</em>'.
	 * @see org.snapwear.model.study.BuddySettings#getTarget()
	 * @see #getBuddySettings()
	 * @generated
	 */
	EAttribute getBuddySettings_Target();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.BuddySettings#getBuddyThreshold <em>Buddy Threshold</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Buddy Threshold</em>'.
	 * @see org.snapwear.model.study.BuddySettings#getBuddyThreshold()
	 * @see #getBuddySettings()
	 * @generated
	 */
	EAttribute getBuddySettings_BuddyThreshold();

	/**
	 * Returns the meta object for class '{@link org.snapwear.model.study.ClusterSettings <em>Cluster Settings</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Cluster Settings</em>'.
	 * @see org.snapwear.model.study.ClusterSettings
	 * @generated
	 */
	EClass getClusterSettings();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.ClusterSettings#getProcessesMin <em>Processes Min</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Processes Min</em>'.
	 * @see org.snapwear.model.study.ClusterSettings#getProcessesMin()
	 * @see #getClusterSettings()
	 * @generated
	 */
	EAttribute getClusterSettings_ProcessesMin();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.ClusterSettings#getProcessesMax <em>Processes Max</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Processes Max</em>'.
	 * @see org.snapwear.model.study.ClusterSettings#getProcessesMax()
	 * @see #getClusterSettings()
	 * @generated
	 */
	EAttribute getClusterSettings_ProcessesMax();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.ClusterSettings#getProcessesStep <em>Processes Step</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Processes Step</em>'.
	 * @see org.snapwear.model.study.ClusterSettings#getProcessesStep()
	 * @see #getClusterSettings()
	 * @generated
	 */
	EAttribute getClusterSettings_ProcessesStep();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.ClusterSettings#getCheckpointBytes <em>Checkpoint Bytes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Checkpoint Bytes</em>'.
	 * @see org.snapwear.model.study.ClusterSettings#getCheckpointBytes()
	 * @see #getClusterSettings()
	 * @generated
	 */
	EAttribute getClusterSettings_CheckpointBytes();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.ClusterSettings#getIoRate <em>Io Rate</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Io Rate</em>'.
	 * @see org.snapwear.model.study.ClusterSettings#getIoRate()
	 * @see #getClusterSettings()
	 * @generated
	 */
	EAttribute getClusterSettings_IoRate();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.ClusterSettings#getFsBandwidth <em>Fs Bandwidth</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Fs Bandwidth</em>'.
	 * @see org.snapwear.model.study.ClusterSettings#getFsBandwidth()
	 * @see #getClusterSettings()
	 * @generated
	 */
	EAttribute getClusterSettings_FsBandwidth();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.ClusterSettings#getCompressionSource <em>Compression Source</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Compression Source</em>'.
	 * @see org.snapwear.model.study.ClusterSettings#getCompressionSource()
	 * @see #getClusterSettings()
	 * @generated
	 */
	EAttribute getClusterSettings_CompressionSource();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.ClusterSettings#getCompressionCodec <em>Compression Codec</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Compression Codec</em>'.
	 * @see org.snapwear.model.study.ClusterSettings#getCompressionCodec()
	 * @see #getClusterSettings()
	 * @generated
	 */
	EAttribute getClusterSettings_CompressionCodec();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.ClusterSettings#getCompressionRatio <em>Compression Ratio</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Compression Ratio</em>'.
	 * @see org.snapwear.model.study.ClusterSettings#getCompressionRatio()
	 * @see #getClusterSettings()
	 * @generated
	 */
	EAttribute getClusterSettings_CompressionRatio();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.ClusterSettings#getCompressionThroughput <em>Compression Throughput</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Compression Throughput</em>'.
	 * @see org.snapwear.model.study.ClusterSettings#getCompressionThroughput()
	 * @see #getClusterSettings()
	 * @generated
	 */
	EAttribute getClusterSettings_CompressionThroughput();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.ClusterSettings#getCollectThroughput <em>Collect Throughput</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Collect Throughput</em>'.
	 * @see org.snapwear.model.study.ClusterSettings#getCollectThroughput()
	 * @see #getClusterSettings()
	 * @generated
	 */
	EAttribute getClusterSettings_CollectThroughput();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.ClusterSettings#getBlockBytes <em>Block Bytes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Block Bytes</em>'.
	 * @see org.snapwear.model.study.ClusterSettings#getBlockBytes()
	 * @see #getClusterSettings()
	 * @generated
	 */
	EAttribute getClusterSettings_BlockBytes();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.ClusterSettings#getQueueLength <em>Queue Length</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Queue Length</em>'.
	 * @see org.snapwear.model.study.ClusterSettings#getQueueLength()
	 * @see #getClusterSettings()
	 * @generated
	 */
	EAttribute getClusterSettings_QueueLength();

	/**
	 * Returns the meta object for class '{@link org.snapwear.model.study.MetadataTraceSource <em>Metadata Trace Source</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Metadata Trace Source</em>'.
	 * @see org.snapwear.model.study.MetadataTraceSource
	 * @generated
	 */
	EClass getMetadataTraceSource();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.MetadataTraceSource#getPath <em>Path</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Path</em>'.
	 * @see org.snapwear.model.study.MetadataTraceSource#getPath()
	 * @see #getMetadataTraceSource()
	 * @generated
	 */
	EAttribute getMetadataTraceSource_Path();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.MetadataTraceSource#getIdColumn <em>Id Column</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Id Column</em>'.
	 * @see org.snapwear.model.study.MetadataTraceSource#getIdColumn()
	 * @see #getMetadataTraceSource()
	 * @generated
	 */
	EAttribute getMetadataTraceSource_IdColumn();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.MetadataTraceSource#getRecordSize <em>Record Size</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Record Size</em>'.
	 * @see org.snapwear.model.study.MetadataTraceSource#getRecordSize()
	 * @see #getMetadataTraceSource()
	 * @generated
	 */
	EAttribute getMetadataTraceSource_RecordSize();

	/**
	 * Returns the meta object for class '{@link org.snapwear.model.study.Analyses <em>Analyses</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Analyses</em>'.
	 * @see org.snapwear.model.study.Analyses
	 * @generated
	 */
	EClass getAnalyses();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.Analyses#isWrittenVolume <em>Written Volume</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Written Volume</em>'.
	 * @see org.snapwear.model.study.Analyses#isWrittenVolume()
	 * @see #getAnalyses()
	 * @generated
	 */
	EAttribute getAnalyses_WrittenVolume();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.Analyses#isErases <em>Erases</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Erases</em>'.
	 * @see org.snapwear.model.study.Analyses#isErases()
	 * @see #getAnalyses()
	 * @generated
	 */
	EAttribute getAnalyses_Erases();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.Analyses#isUsefulStorage <em>Useful Storage</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Useful Storage</em>'.
	 * @see org.snapwear.model.study.Analyses#isUsefulStorage()
	 * @see #getAnalyses()
	 * @generated
	 */
	EAttribute getAnalyses_UsefulStorage();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.Analyses#isHeadingBits <em>Heading Bits</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Heading Bits</em>'.
	 * @see org.snapwear.model.study.Analyses#isHeadingBits()
	 * @see #getAnalyses()
	 * @generated
	 */
	EAttribute getAnalyses_HeadingBits();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.Analyses#isExponentHistogram <em>Exponent Histogram</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Exponent Histogram</em>'.
	 * @see org.snapwear.model.study.Analyses#isExponentHistogram()
	 * @see #getAnalyses()
	 * @generated
	 */
	EAttribute getAnalyses_ExponentHistogram();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.Analyses#isSnapDisSweep <em>Snap Dis Sweep</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Snap Dis Sweep</em>'.
	 * @see org.snapwear.model.study.Analyses#isSnapDisSweep()
	 * @see #getAnalyses()
	 * @generated
	 */
	EAttribute getAnalyses_SnapDisSweep();

	/**
	 * Returns the meta object for the attribute list '{@link org.snapwear.model.study.Analyses#getSnapDisValues <em>Snap Dis Values</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute list '<em>Snap Dis Values</em>'.
	 * @see org.snapwear.model.study.Analyses#getSnapDisValues()
	 * @see #getAnalyses()
	 * @generated
	 */
	EAttribute getAnalyses_SnapDisValues();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.Analyses#getStorageLimit <em>Storage Limit</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Storage Limit</em>'.
	 * @see org.snapwear.model.study.Analyses#getStorageLimit()
	 * @see #getAnalyses()
	 * @generated
	 */
	EAttribute getAnalyses_StorageLimit();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.Analyses#isSlcPages <em>Slc Pages</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Slc Pages</em>'.
	 * @see org.snapwear.model.study.Analyses#isSlcPages()
	 * @see #getAnalyses()
	 * @generated
	 */
	EAttribute getAnalyses_SlcPages();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.Analyses#isBuddy <em>Buddy</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Buddy</em>'.
	 * @see org.snapwear.model.study.Analyses#isBuddy()
	 * @see #getAnalyses()
	 * @generated
	 */
	EAttribute getAnalyses_Buddy();

	/**
	 * Returns the meta object for the attribute '{@link org.snapwear.model.study.Analyses#isPipelineCurves <em>Pipeline Curves</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Pipeline Curves</em>'.
	 * @see org.snapwear.model.study.Analyses#isPipelineCurves()
	 * @see #getAnalyses()
	 * @generated
	 */
	EAttribute getAnalyses_PipelineCurves();

	/**
	 * Returns the meta object for enum '{@link org.snapwear.model.study.ModelKind <em>Model Kind</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Model Kind</em>'.
	 * @see org.snapwear.model.study.ModelKind
	 * @generated
	 */
	EEnum getModelKind();

	/**
	 * Returns the meta object for enum '{@link org.snapwear.model.study.OptimizerKind <em>Optimizer Kind</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Optimizer Kind</em>'.
	 * @see org.snapwear.model.study.OptimizerKind
	 * @generated
	 */
	EEnum getOptimizerKind();

	/**
	 * Returns the meta object for enum '{@link org.snapwear.model.study.SnapshotDType <em>Snapshot DType</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Snapshot DType</em>'.
	 * @see org.snapwear.model.study.SnapshotDType
	 * @generated
	 */
	EEnum getSnapshotDType();

	/**
	 * Returns the meta object for enum '{@link org.snapwear.model.study.SchemeMode <em>Scheme Mode</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Scheme Mode</em>'.
	 * @see org.snapwear.model.study.SchemeMode
	 * @generated
	 */
	EEnum getSchemeMode();

	/**
	 * Returns the meta object for enum '{@link org.snapwear.model.study.OverProvisioningConvention <em>Over Provisioning Convention</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Over Provisioning Convention</em>'.
	 * @see org.snapwear.model.study.OverProvisioningConvention
	 * @generated
	 */
	EEnum getOverProvisioningConvention();

	/**
	 * Returns the meta object for enum '{@link org.snapwear.model.study.GcPolicy <em>Gc Policy</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Gc Policy</em>'.
	 * @see org.snapwear.model.study.GcPolicy
	 * @generated
	 */
	EEnum getGcPolicy();

	/**
	 * Returns the meta object for enum '{@link org.snapwear.model.study.HostTiming <em>Host Timing</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Host Timing</em>'.
	 * @see org.snapwear.model.study.HostTiming
	 * @generated
	 */
	EEnum getHostTiming();

	/**
	 * Returns the meta object for enum '{@link org.snapwear.model.study.WarmupLayout <em>Warmup Layout</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Warmup Layout</em>'.
	 * @see org.snapwear.model.study.WarmupLayout
	 * @generated
	 */
	EEnum getWarmupLayout();

	/**
	 * Returns the meta object for enum '{@link org.snapwear.model.study.SlcCodec <em>Slc Codec</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Slc Codec</em>'.
	 * @see org.snapwear.model.study.SlcCodec
	 * @generated
	 */
	EEnum getSlcCodec();

	/**
	 * Returns the meta object for enum '{@link org.snapwear.model.study.BuddyTarget <em>Buddy Target</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Buddy Target</em>'.
	 * @see org.snapwear.model.study.BuddyTarget
	 * @generated
	 */
	EEnum getBuddyTarget();

	/**
	 * Returns the meta object for enum '{@link org.snapwear.model.study.CompressionSource <em>Compression Source</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Compression Source</em>'.
	 * @see org.snapwear.model.study.CompressionSource
	 * @generated
	 */
	EEnum getCompressionSource();

	/**
	 * Returns the factory that creates the instances of the model.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the factory that creates the instances of the model.
	 * @generated
	 */
	SnapwearFactory getSnapwearFactory();

	/**
	 * <!-- begin-user-doc -->
	 * Defines literals for the meta objects that represent
	 * <ul>
	 *   <li>each class,</li>
	 *   <li>each feature of each class,</li>
	 *   <li>each operation of each class,</li>
	 *   <li>each enum,</li>
	 *   <li>and each data type</li>
	 * </ul>
	 * <!-- end-user-doc -->
	 * @generated
	 */
	interface Literals {
		/**
		 * The meta object literal for the '{@link org.snapwear.model.study.impl.StudyImpl <em>Study</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.snapwear.model.study.impl.StudyImpl
		 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getStudy()
		 * @generated
		 */
		EClass STUDY = eINSTANCE.getStudy();

		/**
		 * The meta object literal for the '<em><b>Name</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute STUDY__NAME = eINSTANCE.getStudy_Name();

		/**
		 * The meta object literal for the '<em><b>Description</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute STUDY__DESCRIPTION = eINSTANCE.getStudy_Description();

		/**
		 * The meta object literal for the '<em><b>Sources</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference STUDY__SOURCES = eINSTANCE.getStudy_Sources();

		/**
		 * The meta object literal for the '<em><b>Schemes</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference STUDY__SCHEMES = eINSTANCE.getStudy_Schemes();

		/**
		 * The meta object literal for the '<em><b>Hardware</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference STUDY__HARDWARE = eINSTANCE.getStudy_Hardware();

		/**
		 * The meta object literal for the '<em><b>Metadata Trace</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference STUDY__METADATA_TRACE = eINSTANCE.getStudy_MetadataTrace();

		/**
		 * The meta object literal for the '<em><b>Analyses</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference STUDY__ANALYSES = eINSTANCE.getStudy_Analyses();

		/**
		 * The meta object literal for the '{@link org.snapwear.model.study.impl.SnapshotSourceImpl <em>Snapshot Source</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.snapwear.model.study.impl.SnapshotSourceImpl
		 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getSnapshotSource()
		 * @generated
		 */
		EClass SNAPSHOT_SOURCE = eINSTANCE.getSnapshotSource();

		/**
		 * The meta object literal for the '<em><b>Name</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SNAPSHOT_SOURCE__NAME = eINSTANCE.getSnapshotSource_Name();

		/**
		 * The meta object literal for the '{@link org.snapwear.model.study.impl.SequenceSourceImpl <em>Sequence Source</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.snapwear.model.study.impl.SequenceSourceImpl
		 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getSequenceSource()
		 * @generated
		 */
		EClass SEQUENCE_SOURCE = eINSTANCE.getSequenceSource();

		/**
		 * The meta object literal for the '<em><b>Path</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SEQUENCE_SOURCE__PATH = eINSTANCE.getSequenceSource_Path();

		/**
		 * The meta object literal for the '<em><b>Format</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SEQUENCE_SOURCE__FORMAT = eINSTANCE.getSequenceSource_Format();

		/**
		 * The meta object literal for the '{@link org.snapwear.model.study.impl.GeneratorSourceImpl <em>Generator Source</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.snapwear.model.study.impl.GeneratorSourceImpl
		 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getGeneratorSource()
		 * @generated
		 */
		EClass GENERATOR_SOURCE = eINSTANCE.getGeneratorSource();

		/**
		 * The meta object literal for the '<em><b>Parameters</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GENERATOR_SOURCE__PARAMETERS = eINSTANCE.getGeneratorSource_Parameters();

		/**
		 * The meta object literal for the '<em><b>Model</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GENERATOR_SOURCE__MODEL = eINSTANCE.getGeneratorSource_Model();

		/**
		 * The meta object literal for the '<em><b>Optimizer</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GENERATOR_SOURCE__OPTIMIZER = eINSTANCE.getGeneratorSource_Optimizer();

		/**
		 * The meta object literal for the '<em><b>Learning Rate</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GENERATOR_SOURCE__LEARNING_RATE = eINSTANCE.getGeneratorSource_LearningRate();

		/**
		 * The meta object literal for the '<em><b>Momentum</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GENERATOR_SOURCE__MOMENTUM = eINSTANCE.getGeneratorSource_Momentum();

		/**
		 * The meta object literal for the '<em><b>Weight Decay</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GENERATOR_SOURCE__WEIGHT_DECAY = eINSTANCE.getGeneratorSource_WeightDecay();

		/**
		 * The meta object literal for the '<em><b>Iterations</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GENERATOR_SOURCE__ITERATIONS = eINSTANCE.getGeneratorSource_Iterations();

		/**
		 * The meta object literal for the '<em><b>Interval</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GENERATOR_SOURCE__INTERVAL = eINSTANCE.getGeneratorSource_Interval();

		/**
		 * The meta object literal for the '<em><b>Dtype</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GENERATOR_SOURCE__DTYPE = eINSTANCE.getGeneratorSource_Dtype();

		/**
		 * The meta object literal for the '<em><b>Seed</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GENERATOR_SOURCE__SEED = eINSTANCE.getGeneratorSource_Seed();

		/**
		 * The meta object literal for the '<em><b>Batch Size</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GENERATOR_SOURCE__BATCH_SIZE = eINSTANCE.getGeneratorSource_BatchSize();

		/**
		 * The meta object literal for the '<em><b>Threads</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GENERATOR_SOURCE__THREADS = eINSTANCE.getGeneratorSource_Threads();

		/**
		 * The meta object literal for the '{@link org.snapwear.model.study.impl.SchemeImpl <em>Scheme</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.snapwear.model.study.impl.SchemeImpl
		 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getScheme()
		 * @generated
		 */
		EClass SCHEME = eINSTANCE.getScheme();

		/**
		 * The meta object literal for the '<em><b>Name</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SCHEME__NAME = eINSTANCE.getScheme_Name();

		/**
		 * The meta object literal for the '<em><b>Codec</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SCHEME__CODEC = eINSTANCE.getScheme_Codec();

		/**
		 * The meta object literal for the '<em><b>Parameters</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SCHEME__PARAMETERS = eINSTANCE.getScheme_Parameters();

		/**
		 * The meta object literal for the '<em><b>Mode</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SCHEME__MODE = eINSTANCE.getScheme_Mode();

		/**
		 * The meta object literal for the '<em><b>Snap Dis</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SCHEME__SNAP_DIS = eINSTANCE.getScheme_SnapDis();

		/**
		 * The meta object literal for the '<em><b>Unit</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SCHEME__UNIT = eINSTANCE.getScheme_Unit();

		/**
		 * The meta object literal for the '<em><b>First Iteration</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SCHEME__FIRST_ITERATION = eINSTANCE.getScheme_FirstIteration();

		/**
		 * The meta object literal for the '<em><b>Baseline Codec</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SCHEME__BASELINE_CODEC = eINSTANCE.getScheme_BaselineCodec();

		/**
		 * The meta object literal for the '<em><b>Threads</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SCHEME__THREADS = eINSTANCE.getScheme_Threads();

		/**
		 * The meta object literal for the '{@link org.snapwear.model.study.impl.CodecParameterImpl <em>Codec Parameter</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.snapwear.model.study.impl.CodecParameterImpl
		 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getCodecParameter()
		 * @generated
		 */
		EClass CODEC_PARAMETER = eINSTANCE.getCodecParameter();

		/**
		 * The meta object literal for the '<em><b>Key</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CODEC_PARAMETER__KEY = eINSTANCE.getCodecParameter_Key();

		/**
		 * The meta object literal for the '<em><b>Value</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CODEC_PARAMETER__VALUE = eINSTANCE.getCodecParameter_Value();

		/**
		 * The meta object literal for the '{@link org.snapwear.model.study.impl.HardwareImpl <em>Hardware</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.snapwear.model.study.impl.HardwareImpl
		 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getHardware()
		 * @generated
		 */
		EClass HARDWARE = eINSTANCE.getHardware();

		/**
		 * The meta object literal for the '<em><b>Ssd</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference HARDWARE__SSD = eINSTANCE.getHardware_Ssd();

		/**
		 * The meta object literal for the '<em><b>Slc</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference HARDWARE__SLC = eINSTANCE.getHardware_Slc();

		/**
		 * The meta object literal for the '<em><b>Buddy</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference HARDWARE__BUDDY = eINSTANCE.getHardware_Buddy();

		/**
		 * The meta object literal for the '<em><b>Cluster</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference HARDWARE__CLUSTER = eINSTANCE.getHardware_Cluster();

		/**
		 * The meta object literal for the '{@link org.snapwear.model.study.impl.SsdSettingsImpl <em>Ssd Settings</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.snapwear.model.study.impl.SsdSettingsImpl
		 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getSsdSettings()
		 * @generated
		 */
		EClass SSD_SETTINGS = eINSTANCE.getSsdSettings();

		/**
		 * The meta object literal for the '<em><b>Channels</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SSD_SETTINGS__CHANNELS = eINSTANCE.getSsdSettings_Channels();

		/**
		 * The meta object literal for the '<em><b>Chips Per Channel</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SSD_SETTINGS__CHIPS_PER_CHANNEL = eINSTANCE.getSsdSettings_ChipsPerChannel();

		/**
		 * The meta object literal for the '<em><b>Blocks Per Chip</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SSD_SETTINGS__BLOCKS_PER_CHIP = eINSTANCE.getSsdSettings_BlocksPerChip();

		/**
		 * The meta object literal for the '<em><b>Pages Per Block</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SSD_SETTINGS__PAGES_PER_BLOCK = eINSTANCE.getSsdSettings_PagesPerBlock();

		/**
		 * The meta object literal for the '<em><b>Page Bytes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SSD_SETTINGS__PAGE_BYTES = eINSTANCE.getSsdSettings_PageBytes();

		/**
		 * The meta object literal for the '<em><b>Byte Transfer Ms</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SSD_SETTINGS__BYTE_TRANSFER_MS = eINSTANCE.getSsdSettings_ByteTransferMs();

		/**
		 * The meta object literal for the '<em><b>Page Read Ms</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SSD_SETTINGS__PAGE_READ_MS = eINSTANCE.getSsdSettings_PageReadMs();

		/**
		 * The meta object literal for the '<em><b>Page Write Ms</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SSD_SETTINGS__PAGE_WRITE_MS = eINSTANCE.getSsdSettings_PageWriteMs();

		/**
		 * The meta object literal for the '<em><b>Block Erase Ms</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SSD_SETTINGS__BLOCK_ERASE_MS = eINSTANCE.getSsdSettings_BlockEraseMs();

		/**
		 * The meta object literal for the '<em><b>Over Provisioning</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SSD_SETTINGS__OVER_PROVISIONING = eINSTANCE.getSsdSettings_OverProvisioning();

		/**
		 * The meta object literal for the '<em><b>Op Convention</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SSD_SETTINGS__OP_CONVENTION = eINSTANCE.getSsdSettings_OpConvention();

		/**
		 * The meta object literal for the '<em><b>Gc Threshold</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SSD_SETTINGS__GC_THRESHOLD = eINSTANCE.getSsdSettings_GcThreshold();

		/**
		 * The meta object literal for the '<em><b>Gc Policy</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SSD_SETTINGS__GC_POLICY = eINSTANCE.getSsdSettings_GcPolicy();

		/**
		 * The meta object literal for the '<em><b>DChoices</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SSD_SETTINGS__DCHOICES = eINSTANCE.getSsdSettings_DChoices();

		/**
		 * The meta object literal for the '<em><b>Wear Level Threshold</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SSD_SETTINGS__WEAR_LEVEL_THRESHOLD = eINSTANCE.getSsdSettings_WearLevelThreshold();

		/**
		 * The meta object literal for the '<em><b>Host Timing</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SSD_SETTINGS__HOST_TIMING = eINSTANCE.getSsdSettings_HostTiming();

		/**
		 * The meta object literal for the '<em><b>Seed</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SSD_SETTINGS__SEED = eINSTANCE.getSsdSettings_Seed();

		/**
		 * The meta object literal for the '<em><b>Warmup Valid</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SSD_SETTINGS__WARMUP_VALID = eINSTANCE.getSsdSettings_WarmupValid();

		/**
		 * The meta object literal for the '<em><b>Warmup Invalid</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SSD_SETTINGS__WARMUP_INVALID = eINSTANCE.getSsdSettings_WarmupInvalid();

		/**
		 * The meta object literal for the '<em><b>Warmup Free</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SSD_SETTINGS__WARMUP_FREE = eINSTANCE.getSsdSettings_WarmupFree();

		/**
		 * The meta object literal for the '<em><b>Warmup Layout</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SSD_SETTINGS__WARMUP_LAYOUT = eINSTANCE.getSsdSettings_WarmupLayout();

		/**
		 * The meta object literal for the '{@link org.snapwear.model.study.impl.SlcSettingsImpl <em>Slc Settings</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.snapwear.model.study.impl.SlcSettingsImpl
		 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getSlcSettings()
		 * @generated
		 */
		EClass SLC_SETTINGS = eINSTANCE.getSlcSettings();

		/**
		 * The meta object literal for the '<em><b>Page Bytes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SLC_SETTINGS__PAGE_BYTES = eINSTANCE.getSlcSettings_PageBytes();

		/**
		 * The meta object literal for the '<em><b>Delta Region Bytes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SLC_SETTINGS__DELTA_REGION_BYTES = eINSTANCE.getSlcSettings_DeltaRegionBytes();

		/**
		 * The meta object literal for the '<em><b>Nop</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SLC_SETTINGS__NOP = eINSTANCE.getSlcSettings_Nop();

		/**
		 * The meta object literal for the '<em><b>Read Micros</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SLC_SETTINGS__READ_MICROS = eINSTANCE.getSlcSettings_ReadMicros();

		/**
		 * The meta object literal for the '<em><b>Write Micros</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SLC_SETTINGS__WRITE_MICROS = eINSTANCE.getSlcSettings_WriteMicros();

		/**
		 * The meta object literal for the '<em><b>Codec</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SLC_SETTINGS__CODEC = eINSTANCE.getSlcSettings_Codec();

		/**
		 * The meta object literal for the '<em><b>Segment Bytes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SLC_SETTINGS__SEGMENT_BYTES = eINSTANCE.getSlcSettings_SegmentBytes();

		/**
		 * The meta object literal for the '{@link org.snapwear.model.study.impl.BuddySettingsImpl <em>Buddy Settings</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.snapwear.model.study.impl.BuddySettingsImpl
		 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getBuddySettings()
		 * @generated
		 */
		EClass BUDDY_SETTINGS = eINSTANCE.getBuddySettings();

		/**
		 * The meta object literal for the '<em><b>Target</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute BUDDY_SETTINGS__TARGET = eINSTANCE.getBuddySettings_Target();

		/**
		 * The meta object literal for the '<em><b>Buddy Threshold</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute BUDDY_SETTINGS__BUDDY_THRESHOLD = eINSTANCE.getBuddySettings_BuddyThreshold();

		/**
		 * The meta object literal for the '{@link org.snapwear.model.study.impl.ClusterSettingsImpl <em>Cluster Settings</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.snapwear.model.study.impl.ClusterSettingsImpl
		 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getClusterSettings()
		 * @generated
		 */
		EClass CLUSTER_SETTINGS = eINSTANCE.getClusterSettings();

		/**
		 * The meta object literal for the '<em><b>Processes Min</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CLUSTER_SETTINGS__PROCESSES_MIN = eINSTANCE.getClusterSettings_ProcessesMin();

		/**
		 * The meta object literal for the '<em><b>Processes Max</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CLUSTER_SETTINGS__PROCESSES_MAX = eINSTANCE.getClusterSettings_ProcessesMax();

		/**
		 * The meta object literal for the '<em><b>Processes Step</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CLUSTER_SETTINGS__PROCESSES_STEP = eINSTANCE.getClusterSettings_ProcessesStep();

		/**
		 * The meta object literal for the '<em><b>Checkpoint Bytes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CLUSTER_SETTINGS__CHECKPOINT_BYTES = eINSTANCE.getClusterSettings_CheckpointBytes();

		/**
		 * The meta object literal for the '<em><b>Io Rate</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CLUSTER_SETTINGS__IO_RATE = eINSTANCE.getClusterSettings_IoRate();

		/**
		 * The meta object literal for the '<em><b>Fs Bandwidth</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CLUSTER_SETTINGS__FS_BANDWIDTH = eINSTANCE.getClusterSettings_FsBandwidth();

		/**
		 * The meta object literal for the '<em><b>Compression Source</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CLUSTER_SETTINGS__COMPRESSION_SOURCE = eINSTANCE.getClusterSettings_CompressionSource();

		/**
		 * The meta object literal for the '<em><b>Compression Codec</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CLUSTER_SETTINGS__COMPRESSION_CODEC = eINSTANCE.getClusterSettings_CompressionCodec();

		/**
		 * The meta object literal for the '<em><b>Compression Ratio</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CLUSTER_SETTINGS__COMPRESSION_RATIO = eINSTANCE.getClusterSettings_CompressionRatio();

		/**
		 * The meta object literal for the '<em><b>Compression Throughput</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CLUSTER_SETTINGS__COMPRESSION_THROUGHPUT = eINSTANCE.getClusterSettings_CompressionThroughput();

		/**
		 * The meta object literal for the '<em><b>Collect Throughput</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CLUSTER_SETTINGS__COLLECT_THROUGHPUT = eINSTANCE.getClusterSettings_CollectThroughput();

		/**
		 * The meta object literal for the '<em><b>Block Bytes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CLUSTER_SETTINGS__BLOCK_BYTES = eINSTANCE.getClusterSettings_BlockBytes();

		/**
		 * The meta object literal for the '<em><b>Queue Length</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CLUSTER_SETTINGS__QUEUE_LENGTH = eINSTANCE.getClusterSettings_QueueLength();

		/**
		 * The meta object literal for the '{@link org.snapwear.model.study.impl.MetadataTraceSourceImpl <em>Metadata Trace Source</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.snapwear.model.study.impl.MetadataTraceSourceImpl
		 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getMetadataTraceSource()
		 * @generated
		 */
		EClass METADATA_TRACE_SOURCE = eINSTANCE.getMetadataTraceSource();

		/**
		 * The meta object literal for the '<em><b>Path</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute METADATA_TRACE_SOURCE__PATH = eINSTANCE.getMetadataTraceSource_Path();

		/**
		 * The meta object literal for the '<em><b>Id Column</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute METADATA_TRACE_SOURCE__ID_COLUMN = eINSTANCE.getMetadataTraceSource_IdColumn();

		/**
		 * The meta object literal for the '<em><b>Record Size</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute METADATA_TRACE_SOURCE__RECORD_SIZE = eINSTANCE.getMetadataTraceSource_RecordSize();

		/**
		 * The meta object literal for the '{@link org.snapwear.model.study.impl.AnalysesImpl <em>Analyses</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.snapwear.model.study.impl.AnalysesImpl
		 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getAnalyses()
		 * @generated
		 */
		EClass ANALYSES = eINSTANCE.getAnalyses();

		/**
		 * The meta object literal for the '<em><b>Written Volume</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ANALYSES__WRITTEN_VOLUME = eINSTANCE.getAnalyses_WrittenVolume();

		/**
		 * The meta object literal for the '<em><b>Erases</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ANALYSES__ERASES = eINSTANCE.getAnalyses_Erases();

		/**
		 * The meta object literal for the '<em><b>Useful Storage</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ANALYSES__USEFUL_STORAGE = eINSTANCE.getAnalyses_UsefulStorage();

		/**
		 * The meta object literal for the '<em><b>Heading Bits</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ANALYSES__HEADING_BITS = eINSTANCE.getAnalyses_HeadingBits();

		/**
		 * The meta object literal for the '<em><b>Exponent Histogram</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ANALYSES__EXPONENT_HISTOGRAM = eINSTANCE.getAnalyses_ExponentHistogram();

		/**
		 * The meta object literal for the '<em><b>Snap Dis Sweep</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ANALYSES__SNAP_DIS_SWEEP = eINSTANCE.getAnalyses_SnapDisSweep();

		/**
		 * The meta object literal for the '<em><b>Snap Dis Values</b></em>' attribute list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ANALYSES__SNAP_DIS_VALUES = eINSTANCE.getAnalyses_SnapDisValues();

		/**
		 * The meta object literal for the '<em><b>Storage Limit</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ANALYSES__STORAGE_LIMIT = eINSTANCE.getAnalyses_StorageLimit();

		/**
		 * The meta object literal for the '<em><b>Slc Pages</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ANALYSES__SLC_PAGES = eINSTANCE.getAnalyses_SlcPages();

		/**
		 * The meta object literal for the '<em><b>Buddy</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ANALYSES__BUDDY = eINSTANCE.getAnalyses_Buddy();

		/**
		 * The meta object literal for the '<em><b>Pipeline Curves</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ANALYSES__PIPELINE_CURVES = eINSTANCE.getAnalyses_PipelineCurves();

		/**
		 * The meta object literal for the '{@link org.snapwear.model.study.ModelKind <em>Model Kind</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.snapwear.model.study.ModelKind
		 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getModelKind()
		 * @generated
		 */
		EEnum MODEL_KIND = eINSTANCE.getModelKind();

		/**
		 * The meta object literal for the '{@link org.snapwear.model.study.OptimizerKind <em>Optimizer Kind</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.snapwear.model.study.OptimizerKind
		 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getOptimizerKind()
		 * @generated
		 */
		EEnum OPTIMIZER_KIND = eINSTANCE.getOptimizerKind();

		/**
		 * The meta object literal for the '{@link org.snapwear.model.study.SnapshotDType <em>Snapshot DType</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.snapwear.model.study.SnapshotDType
		 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getSnapshotDType()
		 * @generated
		 */
		EEnum SNAPSHOT_DTYPE = eINSTANCE.getSnapshotDType();

		/**
		 * The meta object literal for the '{@link org.snapwear.model.study.SchemeMode <em>Scheme Mode</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.snapwear.model.study.SchemeMode
		 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getSchemeMode()
		 * @generated
		 */
		EEnum SCHEME_MODE = eINSTANCE.getSchemeMode();

		/**
		 * The meta object literal for the '{@link org.snapwear.model.study.OverProvisioningConvention <em>Over Provisioning Convention</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.snapwear.model.study.OverProvisioningConvention
		 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getOverProvisioningConvention()
		 * @generated
		 */
		EEnum OVER_PROVISIONING_CONVENTION = eINSTANCE.getOverProvisioningConvention();

		/**
		 * The meta object literal for the '{@link org.snapwear.model.study.GcPolicy <em>Gc Policy</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.snapwear.model.study.GcPolicy
		 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getGcPolicy()
		 * @generated
		 */
		EEnum GC_POLICY = eINSTANCE.getGcPolicy();

		/**
		 * The meta object literal for the '{@link org.snapwear.model.study.HostTiming <em>Host Timing</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.snapwear.model.study.HostTiming
		 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getHostTiming()
		 * @generated
		 */
		EEnum HOST_TIMING = eINSTANCE.getHostTiming();

		/**
		 * The meta object literal for the '{@link org.snapwear.model.study.WarmupLayout <em>Warmup Layout</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.snapwear.model.study.WarmupLayout
		 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getWarmupLayout()
		 * @generated
		 */
		EEnum WARMUP_LAYOUT = eINSTANCE.getWarmupLayout();

		/**
		 * The meta object literal for the '{@link org.snapwear.model.study.SlcCodec <em>Slc Codec</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.snapwear.model.study.SlcCodec
		 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getSlcCodec()
		 * @generated
		 */
		EEnum SLC_CODEC = eINSTANCE.getSlcCodec();

		/**
		 * The meta object literal for the '{@link org.snapwear.model.study.BuddyTarget <em>Buddy Target</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.snapwear.model.study.BuddyTarget
		 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getBuddyTarget()
		 * @generated
		 */
		EEnum BUDDY_TARGET = eINSTANCE.getBuddyTarget();

		/**
		 * The meta object literal for the '{@link org.snapwear.model.study.CompressionSource <em>Compression Source</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.snapwear.model.study.CompressionSource
		 * @see org.snapwear.model.study.impl.SnapwearPackageImpl#getCompressionSource()
		 * @generated
		 */
		EEnum COMPRESSION_SOURCE = eINSTANCE.getCompressionSource();

	}

} //SnapwearPackage
