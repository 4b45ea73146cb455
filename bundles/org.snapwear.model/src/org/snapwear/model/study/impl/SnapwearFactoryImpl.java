/**
 */
package org.snapwear.model.study.impl;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EPackage;

import org.eclipse.emf.ecore.impl.EFactoryImpl;

import org.eclipse.emf.ecore.plugin.EcorePlugin;

import org.snapwear.model.study.*;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model <b>Factory</b>.
 * <!-- end-user-doc -->
 * @generated
 */
public class SnapwearFactoryImpl extends EFactoryImpl implements SnapwearFactory {
	/**
	 * Creates the default factory implementation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static SnapwearFactory init() {
		try {
			SnapwearFactory theSnapwearFactory = (SnapwearFactory)EPackage.Registry.INSTANCE.getEFactory(SnapwearPackage.eNS_URI);
			if (theSnapwearFactory != null) {
				return theSnapwearFactory;
			}
		}
		catch (Exception exception) {
			EcorePlugin.INSTANCE.log(exception);
		}
		return new SnapwearFactoryImpl();
	}

	/**
	 * Creates an instance of the factory.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public SnapwearFactoryImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EObject create(EClass eClass) {
		switch (eClass.getClassifierID()) {
			case SnapwearPackage.STUDY: return createStudy();
			case SnapwearPackage.SEQUENCE_SOURCE: return createSequenceSource();
			case SnapwearPackage.GENERATOR_SOURCE: return createGeneratorSource();
			case SnapwearPackage.SCHEME: return createScheme();
			case SnapwearPackage.CODEC_PARAMETER: return createCodecParameter();
			case SnapwearPackage.HARDWARE: return createHardware();
			case SnapwearPackage.SSD_SETTINGS: return createSsdSettings();
			case SnapwearPackage.SLC_SETTINGS: return createSlcSettings();
			case SnapwearPackage.BUDDY_SETTINGS: return createBuddySettings();
			case SnapwearPackage.CLUSTER_SETTINGS: return createClusterSettings();
			case SnapwearPackage.METADATA_TRACE_SOURCE: return createMetadataTraceSource();
			case SnapwearPackage.ANALYSES: return createAnalyses();
			default:
				throw new IllegalArgumentException("The class '" + eClass.getName() + "' is not a valid classifier");
		}
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object createFromString(EDataType eDataType, String initialValue) {
		switch (eDataType.getClassifierID()) {
			case SnapwearPackage.MODEL_KIND:
				return createModelKindFromString(eDataType, initialValue);
			case SnapwearPackage.OPTIMIZER_KIND:
				return createOptimizerKindFromString(eDataType, initialValue);
			case SnapwearPackage.SNAPSHOT_DTYPE:
				return createSnapshotDTypeFromString(eDataType, initialValue);
			case SnapwearPackage.SCHEME_MODE:
				return createSchemeModeFromString(eDataType, initialValue);
			case SnapwearPackage.OVER_PROVISIONING_CONVENTION:
				return createOverProvisioningConventionFromString(eDataType, initialValue);
			case SnapwearPackage.GC_POLICY:
				return createGcPolicyFromString(eDataType, initialValue);
			case SnapwearPackage.HOST_TIMING:
				return createHostTimingFromString(eDataType, initialValue);
			case SnapwearPackage.WARMUP_LAYOUT:
				return createWarmupLayoutFromString(eDataType, initialValue);
			case SnapwearPackage.SLC_CODEC:
				return createSlcCodecFromString(eDataType, initialValue);
			case SnapwearPackage.BUDDY_TARGET:
				return createBuddyTargetFromString(eDataType, initialValue);
			case SnapwearPackage.COMPRESSION_SOURCE:
				return createCompressionSourceFromString(eDataType, initialValue);
			default:
				throw new IllegalArgumentException("The datatype '" + eDataType.getName() + "' is not a valid classifier");
		}
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String convertToString(EDataType eDataType, Object instanceValue) {
		switch (eDataType.getClassifierID()) {
			case SnapwearPackage.MODEL_KIND:
				return convertModelKindToString(eDataType, instanceValue);
			case SnapwearPackage.OPTIMIZER_KIND:
				return convertOptimizerKindToString(eDataType, instanceValue);
			case SnapwearPackage.SNAPSHOT_DTYPE:
				return convertSnapshotDTypeToString(eDataType, instanceValue);
			case SnapwearPackage.SCHEME_MODE:
				return convertSchemeModeToString(eDataType, instanceValue);
			case SnapwearPackage.OVER_PROVISIONING_CONVENTION:
				return convertOverProvisioningConventionToString(eDataType, instanceValue);
			case SnapwearPackage.GC_POLICY:
				return convertGcPolicyToString(eDataType, instanceValue);
			case SnapwearPackage.HOST_TIMING:
				return convertHostTimingToString(eDataType, instanceValue);
			case SnapwearPackage.WARMUP_LAYOUT:
				return convertWarmupLayoutToString(eDataType, instanceValue);
			case SnapwearPackage.SLC_CODEC:
				return convertSlcCodecToString(eDataType, instanceValue);
			case SnapwearPackage.BUDDY_TARGET:
				return convertBuddyTargetToString(eDataType, instanceValue);
			case SnapwearPackage.COMPRESSION_SOURCE:
				return convertCompressionSourceToString(eDataType, instanceValue);
			default:
				throw new IllegalArgumentException("The datatype '" + eDataType.getName() + "' is not a valid classifier");
		}
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Study createStudy() {
		StudyImpl study = new StudyImpl();
		return study;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public SequenceSource createSequenceSource() {
		SequenceSourceImpl sequenceSource = new SequenceSourceImpl();
		return sequenceSource;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public GeneratorSource createGeneratorSource() {
		GeneratorSourceImpl generatorSource = new GeneratorSourceImpl();
		return generatorSource;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Scheme createScheme() {
		SchemeImpl scheme = new SchemeImpl();
		return scheme;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public CodecParameter createCodecParameter() {
		CodecParameterImpl codecParameter = new CodecParameterImpl();
		return codecParameter;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Hardware createHardware() {
		HardwareImpl hardware = new HardwareImpl();
		return hardware;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public SsdSettings createSsdSettings() {
		SsdSettingsImpl ssdSettings = new SsdSettingsImpl();
		return ssdSettings;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public SlcSettings createSlcSettings() {
		SlcSettingsImpl slcSettings = new SlcSettingsImpl();
		return slcSettings;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public BuddySettings createBuddySettings() {
		BuddySettingsImpl buddySettings = new BuddySettingsImpl();
		return buddySettings;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public ClusterSettings createClusterSettings() {
		ClusterSettingsImpl clusterSettings = new ClusterSettingsImpl();
		return clusterSettings;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public MetadataTraceSource createMetadataTraceSource() {
		MetadataTraceSourceImpl metadataTraceSource = new MetadataTraceSourceImpl();
		return metadataTraceSource;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Analyses createAnalyses() {
		AnalysesImpl analyses = new AnalysesImpl();
		return analyses;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public ModelKind createModelKindFromString(EDataType eDataType, String initialValue) {
		ModelKind result = ModelKind.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertModelKindToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public OptimizerKind createOptimizerKindFromString(EDataType eDataType, String initialValue) {
		OptimizerKind result = OptimizerKind.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertOptimizerKindToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public SnapshotDType createSnapshotDTypeFromString(EDataType eDataType, String initialValue) {
		SnapshotDType result = SnapshotDType.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertSnapshotDTypeToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public SchemeMode createSchemeModeFromString(EDataType eDataType, String initialValue) {
		SchemeMode result = SchemeMode.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertSchemeModeToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public OverProvisioningConvention createOverProvisioningConventionFromString(EDataType eDataType, String initialValue) {
		OverProvisioningConvention result = OverProvisioningConvention.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertOverProvisioningConventionToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public GcPolicy createGcPolicyFromString(EDataType eDataType, String initialValue) {
		GcPolicy result = GcPolicy.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertGcPolicyToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public HostTiming createHostTimingFromString(EDataType eDataType, String initialValue) {
		HostTiming result = HostTiming.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertHostTimingToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public WarmupLayout createWarmupLayoutFromString(EDataType eDataType, String initialValue) {
		WarmupLayout result = WarmupLayout.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertWarmupLayoutToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public SlcCodec createSlcCodecFromString(EDataType eDataType, String initialValue) {
		SlcCodec result = SlcCodec.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertSlcCodecToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public BuddyTarget createBuddyTargetFromString(EDataType eDataType, String initialValue) {
		BuddyTarget result = BuddyTarget.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertBuddyTargetToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public CompressionSource createCompressionSourceFromString(EDataType eDataType, String initialValue) {
		CompressionSource result = CompressionSource.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertCompressionSourceToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public SnapwearPackage getSnapwearPackage() {
		return (SnapwearPackage)getEPackage();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @deprecated
	 * @generated
	 */
	@Deprecated
	public static SnapwearPackage getPackage() {
		return SnapwearPackage.eINSTANCE;
	}

} //SnapwearFactoryImpl
