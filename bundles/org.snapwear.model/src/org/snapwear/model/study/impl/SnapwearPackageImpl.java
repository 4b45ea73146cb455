/**
 */
package org.snapwear.model.study.impl;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EValidator;

import org.eclipse.emf.ecore.impl.EPackageImpl;

import org.snapwear.model.study.Analyses;
import org.snapwear.model.study.BuddySettings;
import org.snapwear.model.study.BuddyTarget;
import org.snapwear.model.study.ClusterSettings;
import org.snapwear.model.study.CodecParameter;
import org.snapwear.model.study.CompressionSource;
import org.snapwear.model.study.GcPolicy;
import org.snapwear.model.study.GeneratorSource;
import org.snapwear.model.study.Hardware;
import org.snapwear.model.study.HostTiming;
import org.snapwear.model.study.MetadataTraceSource;
import org.snapwear.model.study.ModelKind;
import org.snapwear.model.study.OptimizerKind;
import org.snapwear.model.study.OverProvisioningConvention;
import org.snapwear.model.study.Scheme;
import org.snapwear.model.study.SchemeMode;
import org.snapwear.model.study.SequenceSource;
import org.snapwear.model.study.SlcCodec;
import org.snapwear.model.study.SlcSettings;
import org.snapwear.model.study.SnapshotDType;
import org.snapwear.model.study.SnapshotSource;
import org.snapwear.model.study.SnapwearFactory;
import org.snapwear.model.study.SnapwearPackage;
import org.snapwear.model.study.SsdSettings;
import org.snapwear.model.study.Study;
import org.snapwear.model.study.WarmupLayout;

import org.snapwear.model.study.util.SnapwearValidator;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model <b>Package</b>.
 * <!-- end-user-doc -->
 * @generated
 */
public class SnapwearPackageImpl extends EPackageImpl implements SnapwearPackage {
	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass studyEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass snapshotSourceEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass sequenceSourceEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass generatorSourceEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass schemeEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass codecParameterEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass hardwareEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass ssdSettingsEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass slcSettingsEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass buddySettingsEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass clusterSettingsEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass metadataTraceSourceEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass analysesEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum modelKindEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum optimizerKindEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum snapshotDTypeEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum schemeModeEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum overProvisioningConventionEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum gcPolicyEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum hostTimingEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum warmupLayoutEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum slcCodecEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum buddyTargetEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum compressionSourceEEnum = null;

	/**
	 * Creates an instance of the model <b>Package</b>, registered with
	 * {@link org.eclipse.emf.ecore.EPackage.Registry EPackage.Registry} by the package
	 * package URI value.
	 * <p>Note: the correct way to create the package is via the static
	 * factory method {@link #init init()}, which also performs
	 * initialization of the package, or returns the registered package,
	 * if one already exists.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.eclipse.emf.ecore.EPackage.Registry
	 * @see org.snapwear.model.study.SnapwearPackage#eNS_URI
	 * @see #init()
	 * @generated
	 */
	private SnapwearPackageImpl() {
		super(eNS_URI, SnapwearFactory.eINSTANCE);
	}
	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static boolean isInited = false;

	/**
	 * Creates, registers, and initializes the <b>Package</b> for this model, and for any others upon which it depends.
	 *
	 * <p>This method is used to initialize {@link SnapwearPackage#eINSTANCE} when that field is accessed.
	 * Clients should not invoke it directly. Instead, they should simply access that field to obtain the package.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #eNS_URI
	 * @see #createPackageContents()
	 * @see #initializePackageContents()
	 * @generated
	 */
	public static SnapwearPackage init() {
		if (isInited) return (SnapwearPackage)EPackage.Registry.INSTANCE.getEPackage(SnapwearPackage.eNS_URI);

		// Obtain or create and register package
		Object registeredSnapwearPackage = EPackage.Registry.INSTANCE.get(eNS_URI);
		SnapwearPackageImpl theSnapwearPackage = registeredSnapwearPackage instanceof SnapwearPackageImpl ? (SnapwearPackageImpl)registeredSnapwearPackage : new SnapwearPackageImpl();

		isInited = true;

		// Create package meta-data objects
		theSnapwearPackage.createPackageContents();

		// Initialize created meta-data
		theSnapwearPackage.initializePackageContents();

		// Register package validator
		EValidator.Registry.INSTANCE.put
			(theSnapwearPackage,
			 new EValidator.Descriptor() {
				 @Override
				 public EValidator getEValidator() {
					 return SnapwearValidator.INSTANCE;
				 }
			 });

		// Mark meta-data to indicate it can't be changed
		theSnapwearPackage.freeze();

		// Update the registry and return the package
		EPackage.Registry.INSTANCE.put(SnapwearPackage.eNS_URI, theSnapwearPackage);
		return theSnapwearPackage;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getStudy() {
		return studyEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getStudy_Name() {
		return (EAttribute)studyEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getStudy_Description() {
		return (EAttribute)studyEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getStudy_Sources() {
		return (EReference)studyEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getStudy_Schemes() {
		return (EReference)studyEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getStudy_Hardware() {
		return (EReference)studyEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getStudy_MetadataTrace() {
		return (EReference)studyEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getStudy_Analyses() {
		return (EReference)studyEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getSnapshotSource() {
		return snapshotSourceEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSnapshotSource_Name() {
		return (EAttribute)snapshotSourceEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getSequenceSource() {
		return sequenceSourceEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSequenceSource_Path() {
		return (EAttribute)sequenceSourceEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSequenceSource_Format() {
		return (EAttribute)sequenceSourceEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getGeneratorSource() {
		return generatorSourceEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGeneratorSource_Parameters() {
		return (EAttribute)generatorSourceEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGeneratorSource_Model() {
		return (EAttribute)generatorSourceEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGeneratorSource_Optimizer() {
		return (EAttribute)generatorSourceEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGeneratorSource_LearningRate() {
		return (EAttribute)generatorSourceEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGeneratorSource_Momentum() {
		return (EAttribute)generatorSourceEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGeneratorSource_WeightDecay() {
		return (EAttribute)generatorSourceEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGeneratorSource_Iterations() {
		return (EAttribute)generatorSourceEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGeneratorSource_Interval() {
		return (EAttribute)generatorSourceEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGeneratorSource_Dtype() {
		return (EAttribute)generatorSourceEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGeneratorSource_Seed() {
		return (EAttribute)generatorSourceEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGeneratorSource_BatchSize() {
		return (EAttribute)generatorSourceEClass.getEStructuralFeatures().get(10);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGeneratorSource_Threads() {
		return (EAttribute)generatorSourceEClass.getEStructuralFeatures().get(11);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getScheme() {
		return schemeEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getScheme_Name() {
		return (EAttribute)schemeEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getScheme_Codec() {
		return (EAttribute)schemeEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getScheme_Parameters() {
		return (EReference)schemeEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getScheme_Mode() {
		return (EAttribute)schemeEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getScheme_SnapDis() {
		return (EAttribute)schemeEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getScheme_Unit() {
		return (EAttribute)schemeEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getScheme_FirstIteration() {
		return (EAttribute)schemeEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getScheme_BaselineCodec() {
		return (EAttribute)schemeEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getScheme_Threads() {
		return (EAttribute)schemeEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getCodecParameter() {
		return codecParameterEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getCodecParameter_Key() {
		return (EAttribute)codecParameterEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getCodecParameter_Value() {
		return (EAttribute)codecParameterEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getHardware() {
		return hardwareEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getHardware_Ssd() {
		return (EReference)hardwareEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getHardware_Slc() {
		return (EReference)hardwareEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getHardware_Buddy() {
		return (EReference)hardwareEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getHardware_Cluster() {
		return (EReference)hardwareEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getSsdSettings() {
		return ssdSettingsEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSsdSettings_Channels() {
		return (EAttribute)ssdSettingsEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSsdSettings_ChipsPerChannel() {
		return (EAttribute)ssdSettingsEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSsdSettings_BlocksPerChip() {
		return (EAttribute)ssdSettingsEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSsdSettings_PagesPerBlock() {
		return (EAttribute)ssdSettingsEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSsdSettings_PageBytes() {
		return (EAttribute)ssdSettingsEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSsdSettings_ByteTransferMs() {
		return (EAttribute)ssdSettingsEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSsdSettings_PageReadMs() {
		return (EAttribute)ssdSettingsEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSsdSettings_PageWriteMs() {
		return (EAttribute)ssdSettingsEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSsdSettings_BlockEraseMs() {
		return (EAttribute)ssdSettingsEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSsdSettings_OverProvisioning() {
		return (EAttribute)ssdSettingsEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSsdSettings_OpConvention() {
		return (EAttribute)ssdSettingsEClass.getEStructuralFeatures().get(10);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSsdSettings_GcThreshold() {
		return (EAttribute)ssdSettingsEClass.getEStructuralFeatures().get(11);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSsdSettings_GcPolicy() {
		return (EAttribute)ssdSettingsEClass.getEStructuralFeatures().get(12);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSsdSettings_DChoices() {
		return (EAttribute)ssdSettingsEClass.getEStructuralFeatures().get(13);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSsdSettings_WearLevelThreshold() {
		return (EAttribute)ssdSettingsEClass.getEStructuralFeatures().get(14);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSsdSettings_HostTiming() {
		return (EAttribute)ssdSettingsEClass.getEStructuralFeatures().get(15);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSsdSettings_Seed() {
		return (EAttribute)ssdSettingsEClass.getEStructuralFeatures().get(16);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSsdSettings_WarmupValid() {
		return (EAttribute)ssdSettingsEClass.getEStructuralFeatures().get(17);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSsdSettings_WarmupInvalid() {
		return (EAttribute)ssdSettingsEClass.getEStructuralFeatures().get(18);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSsdSettings_WarmupFree() {
		return (EAttribute)ssdSettingsEClass.getEStructuralFeatures().get(19);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSsdSettings_WarmupLayout() {
		return (EAttribute)ssdSettingsEClass.getEStructuralFeatures().get(20);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getSlcSettings() {
		return slcSettingsEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSlcSettings_PageBytes() {
		return (EAttribute)slcSettingsEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSlcSettings_DeltaRegionBytes() {
		return (EAttribute)slcSettingsEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSlcSettings_Nop() {
		return (EAttribute)slcSettingsEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSlcSettings_ReadMicros() {
		return (EAttribute)slcSettingsEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSlcSettings_WriteMicros() {
		return (EAttribute)slcSettingsEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSlcSettings_Codec() {
		return (EAttribute)slcSettingsEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSlcSettings_SegmentBytes() {
		return (EAttribute)slcSettingsEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getBuddySettings() {
		return buddySettingsEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getBuddySettings_Target() {
		return (EAttribute)buddySettingsEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getBuddySettings_BuddyThreshold() {
		return (EAttribute)buddySettingsEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getClusterSettings() {
		return clusterSettingsEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getClusterSettings_ProcessesMin() {
		return (EAttribute)clusterSettingsEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getClusterSettings_ProcessesMax() {
		return (EAttribute)clusterSettingsEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getClusterSettings_ProcessesStep() {
		return (EAttribute)clusterSettingsEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getClusterSettings_CheckpointBytes() {
		return (EAttribute)clusterSettingsEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getClusterSettings_IoRate() {
		return (EAttribute)clusterSettingsEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getClusterSettings_FsBandwidth() {
		return (EAttribute)clusterSettingsEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getClusterSettings_CompressionSource() {
		return (EAttribute)clusterSettingsEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getClusterSettings_CompressionCodec() {
		return (EAttribute)clusterSettingsEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getClusterSettings_CompressionRatio() {
		return (EAttribute)clusterSettingsEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getClusterSettings_CompressionThroughput() {
		return (EAttribute)clusterSettingsEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getClusterSettings_CollectThroughput() {
		return (EAttribute)clusterSettingsEClass.getEStructuralFeatures().get(10);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getClusterSettings_BlockBytes() {
		return (EAttribute)clusterSettingsEClass.getEStructuralFeatures().get(11);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getClusterSettings_QueueLength() {
		return (EAttribute)clusterSettingsEClass.getEStructuralFeatures().get(12);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getMetadataTraceSource() {
		return metadataTraceSourceEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMetadataTraceSource_Path() {
		return (EAttribute)metadataTraceSourceEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMetadataTraceSource_IdColumn() {
		return (EAttribute)metadataTraceSourceEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMetadataTraceSource_RecordSize() {
		return (EAttribute)metadataTraceSourceEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getAnalyses() {
		return analysesEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getAnalyses_WrittenVolume() {
		return (EAttribute)analysesEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getAnalyses_Erases() {
		return (EAttribute)analysesEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getAnalyses_UsefulStorage() {
		return (EAttribute)analysesEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getAnalyses_HeadingBits() {
		return (EAttribute)analysesEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getAnalyses_ExponentHistogram() {
		return (EAttribute)analysesEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getAnalyses_SnapDisSweep() {
		return (EAttribute)analysesEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getAnalyses_SnapDisValues() {
		return (EAttribute)analysesEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getAnalyses_StorageLimit() {
		return (EAttribute)analysesEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getAnalyses_SlcPages() {
		return (EAttribute)analysesEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getAnalyses_Buddy() {
		return (EAttribute)analysesEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getAnalyses_PipelineCurves() {
		return (EAttribute)analysesEClass.getEStructuralFeatures().get(10);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getModelKind() {
		return modelKindEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getOptimizerKind() {
		return optimizerKindEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getSnapshotDType() {
		return snapshotDTypeEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getSchemeMode() {
		return schemeModeEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getOverProvisioningConvention() {
		return overProvisioningConventionEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getGcPolicy() {
		return gcPolicyEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getHostTiming() {
		return hostTimingEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getWarmupLayout() {
		return warmupLayoutEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getSlcCodec() {
		return slcCodecEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getBuddyTarget() {
		return buddyTargetEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getCompressionSource() {
		return compressionSourceEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public SnapwearFactory getSnapwearFactory() {
		return (SnapwearFactory)getEFactoryInstance();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private boolean isCreated = false;

	/**
	 * Creates the meta-model objects for the package.  This method is
	 * guarded to have no affect on any invocation but its first.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public void createPackageContents() {
		if (isCreated) return;
		isCreated = true;

		// Create classes and their features
		studyEClass = createEClass(STUDY);
		createEAttribute(studyEClass, STUDY__NAME);
		createEAttribute(studyEClass, STUDY__DESCRIPTION);
		createEReference(studyEClass, STUDY__SOURCES);
		createEReference(studyEClass, STUDY__SCHEMES);
		createEReference(studyEClass, STUDY__HARDWARE);
		createEReference(studyEClass, STUDY__METADATA_TRACE);
		createEReference(studyEClass, STUDY__ANALYSES);

		snapshotSourceEClass = createEClass(SNAPSHOT_SOURCE);
		createEAttribute(snapshotSourceEClass, SNAPSHOT_SOURCE__NAME);

		sequenceSourceEClass = createEClass(SEQUENCE_SOURCE);
		createEAttribute(sequenceSourceEClass, SEQUENCE_SOURCE__PATH);
		createEAttribute(sequenceSourceEClass, SEQUENCE_SOURCE__FORMAT);

		generatorSourceEClass = createEClass(GENERATOR_SOURCE);
		createEAttribute(generatorSourceEClass, GENERATOR_SOURCE__PARAMETERS);
		createEAttribute(generatorSourceEClass, GENERATOR_SOURCE__MODEL);
		createEAttribute(generatorSourceEClass, GENERATOR_SOURCE__OPTIMIZER);
		createEAttribute(generatorSourceEClass, GENERATOR_SOURCE__LEARNING_RATE);
		createEAttribute(generatorSourceEClass, GENERATOR_SOURCE__MOMENTUM);
		createEAttribute(generatorSourceEClass, GENERATOR_SOURCE__WEIGHT_DECAY);
		createEAttribute(generatorSourceEClass, GENERATOR_SOURCE__ITERATIONS);
		createEAttribute(generatorSourceEClass, GENERATOR_SOURCE__INTERVAL);
		createEAttribute(generatorSourceEClass, GENERATOR_SOURCE__DTYPE);
		createEAttribute(generatorSourceEClass, GENERATOR_SOURCE__SEED);
		createEAttribute(generatorSourceEClass, GENERATOR_SOURCE__BATCH_SIZE);
		createEAttribute(generatorSourceEClass, GENERATOR_SOURCE__THREADS);

		schemeEClass = createEClass(SCHEME);
		createEAttribute(schemeEClass, SCHEME__NAME);
		createEAttribute(schemeEClass, SCHEME__CODEC);
		createEReference(schemeEClass, SCHEME__PARAMETERS);
		createEAttribute(schemeEClass, SCHEME__MODE);
		createEAttribute(schemeEClass, SCHEME__SNAP_DIS);
		createEAttribute(schemeEClass, SCHEME__UNIT);
		createEAttribute(schemeEClass, SCHEME__FIRST_ITERATION);
		createEAttribute(schemeEClass, SCHEME__BASELINE_CODEC);
		createEAttribute(schemeEClass, SCHEME__THREADS);

		codecParameterEClass = createEClass(CODEC_PARAMETER);
		createEAttribute(codecParameterEClass, CODEC_PARAMETER__KEY);
		createEAttribute(codecParameterEClass, CODEC_PARAMETER__VALUE);

		hardwareEClass = createEClass(HARDWARE);
		createEReference(hardwareEClass, HARDWARE__SSD);
		createEReference(hardwareEClass, HARDWARE__SLC);
		createEReference(hardwareEClass, HARDWARE__BUDDY);
		createEReference(hardwareEClass, HARDWARE__CLUSTER);

		ssdSettingsEClass = createEClass(SSD_SETTINGS);
		createEAttribute(ssdSettingsEClass, SSD_SETTINGS__CHANNELS);
		createEAttribute(ssdSettingsEClass, SSD_SETTINGS__CHIPS_PER_CHANNEL);
		createEAttribute(ssdSettingsEClass, SSD_SETTINGS__BLOCKS_PER_CHIP);
		createEAttribute(ssdSettingsEClass, SSD_SETTINGS__PAGES_PER_BLOCK);
		createEAttribute(ssdSettingsEClass, SSD_SETTINGS__PAGE_BYTES);
		createEAttribute(ssdSettingsEClass, SSD_SETTINGS__BYTE_TRANSFER_MS);
		createEAttribute(ssdSettingsEClass, SSD_SETTINGS__PAGE_READ_MS);
		createEAttribute(ssdSettingsEClass, SSD_SETTINGS__PAGE_WRITE_MS);
		createEAttribute(ssdSettingsEClass, SSD_SETTINGS__BLOCK_ERASE_MS);
		createEAttribute(ssdSettingsEClass, SSD_SETTINGS__OVER_PROVISIONING);
		createEAttribute(ssdSettingsEClass, SSD_SETTINGS__OP_CONVENTION);
		createEAttribute(ssdSettingsEClass, SSD_SETTINGS__GC_THRESHOLD);
		createEAttribute(ssdSettingsEClass, SSD_SETTINGS__GC_POLICY);
		createEAttribute(ssdSettingsEClass, SSD_SETTINGS__DCHOICES);
		createEAttribute(ssdSettingsEClass, SSD_SETTINGS__WEAR_LEVEL_THRESHOLD);
		createEAttribute(ssdSettingsEClass, SSD_SETTINGS__HOST_TIMING);
		createEAttribute(ssdSettingsEClass, SSD_SETTINGS__SEED);
		createEAttribute(ssdSettingsEClass, SSD_SETTINGS__WARMUP_VALID);
		createEAttribute(ssdSettingsEClass, SSD_SETTINGS__WARMUP_INVALID);
		createEAttribute(ssdSettingsEClass, SSD_SETTINGS__WARMUP_FREE);
		createEAttribute(ssdSettingsEClass, SSD_SETTINGS__WARMUP_LAYOUT);

		slcSettingsEClass = createEClass(SLC_SETTINGS);
		createEAttribute(slcSettingsEClass, SLC_SETTINGS__PAGE_BYTES);
		createEAttribute(slcSettingsEClass, SLC_SETTINGS__DELTA_REGION_BYTES);
		createEAttribute(slcSettingsEClass, SLC_SETTINGS__NOP);
		createEAttribute(slcSettingsEClass, SLC_SETTINGS__READ_MICROS);
		createEAttribute(slcSettingsEClass, SLC_SETTINGS__WRITE_MICROS);
		createEAttribute(slcSettingsEClass, SLC_SETTINGS__CODEC);
		createEAttribute(slcSettingsEClass, SLC_SETTINGS__SEGMENT_BYTES);

		buddySettingsEClass = createEClass(BUDDY_SETTINGS);
		createEAttribute(buddySettingsEClass, BUDDY_SETTINGS__TARGET);
		createEAttribute(buddySettingsEClass, BUDDY_SETTINGS__BUDDY_THRESHOLD);

		clusterSettingsEClass = createEClass(CLUSTER_SETTINGS);
		createEAttribute(clusterSettingsEClass, CLUSTER_SETTINGS__PROCESSES_MIN);
		createEAttribute(clusterSettingsEClass, CLUSTER_SETTINGS__PROCESSES_MAX);
		createEAttribute(clusterSettingsEClass, CLUSTER_SETTINGS__PROCESSES_STEP);
		createEAttribute(clusterSettingsEClass, CLUSTER_SETTINGS__CHECKPOINT_BYTES);
		createEAttribute(clusterSettingsEClass, CLUSTER_SETTINGS__IO_RATE);
		createEAttribute(clusterSettingsEClass, CLUSTER_SETTINGS__FS_BANDWIDTH);
		createEAttribute(clusterSettingsEClass, CLUSTER_SETTINGS__COMPRESSION_SOURCE);
		createEAttribute(clusterSettingsEClass, CLUSTER_SETTINGS__COMPRESSION_CODEC);
		createEAttribute(clusterSettingsEClass, CLUSTER_SETTINGS__COMPRESSION_RATIO);
		createEAttribute(clusterSettingsEClass, CLUSTER_SETTINGS__COMPRESSION_THROUGHPUT);
		createEAttribute(clusterSettingsEClass, CLUSTER_SETTINGS__COLLECT_THROUGHPUT);
		createEAttribute(clusterSettingsEClass, CLUSTER_SETTINGS__BLOCK_BYTES);
		createEAttribute(clusterSettingsEClass, CLUSTER_SETTINGS__QUEUE_LENGTH);

		metadataTraceSourceEClass = createEClass(METADATA_TRACE_SOURCE);
		createEAttribute(metadataTraceSourceEClass, METADATA_TRACE_SOURCE__PATH);
		createEAttribute(metadataTraceSourceEClass, METADATA_TRACE_SOURCE__ID_COLUMN);
		createEAttribute(metadataTraceSourceEClass, METADATA_TRACE_SOURCE__RECORD_SIZE);

		analysesEClass = createEClass(ANALYSES);
		createEAttribute(analysesEClass, ANALYSES__WRITTEN_VOLUME);
		createEAttribute(analysesEClass, ANALYSES__ERASES);
		createEAttribute(analysesEClass, ANALYSES__USEFUL_STORAGE);
		createEAttribute(analysesEClass, ANALYSES__HEADING_BITS);
		createEAttribute(analysesEClass, ANALYSES__EXPONENT_HISTOGRAM);
		createEAttribute(analysesEClass, ANALYSES__SNAP_DIS_SWEEP);
		createEAttribute(analysesEClass, ANALYSES__SNAP_DIS_VALUES);
		createEAttribute(analysesEClass, ANALYSES__STORAGE_LIMIT);
		createEAttribute(analysesEClass, ANALYSES__SLC_PAGES);
		createEAttribute(analysesEClass, ANALYSES__BUDDY);
		createEAttribute(analysesEClass, ANALYSES__PIPELINE_CURVES);

		// Create enums
		modelKindEEnum = createEEnum(MODEL_KIND);
		optimizerKindEEnum = createEEnum(OPTIMIZER_KIND);
		snapshotDTypeEEnum = createEEnum(SNAPSHOT_DTYPE);
		schemeModeEEnum = createEEnum(SCHEME_MODE);
		overProvisioningConventionEEnum = createEEnum(OVER_PROVISIONING_CONVENTION);
		gcPolicyEEnum = createEEnum(GC_POLICY);
		hostTimingEEnum = createEEnum(HOST_TIMING);
		warmupLayoutEEnum = createEEnum(WARMUP_LAYOUT);
		slcCodecEEnum = createEEnum(SLC_CODEC);
		buddyTargetEEnum = createEEnum(BUDDY_TARGET);
		compressionSourceEEnum = createEEnum(COMPRESSION_SOURCE);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private boolean isInitialized = false;

	/**
	 * Complete the initialization of the package and its meta-model.  This
	 * method is guarded to have no affect on any invocation but its first.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public void initializePackageContents() {
		if (isInitialized) return;
		isInitialized = true;

		// Initialize package
		setName(eNAME);
		setNsPrefix(eNS_PREFIX);
		setNsURI(eNS_URI);

		// Create type parameters

		// Set bounds for type parameters

		// Add supertypes to classes
		sequenceSourceEClass.getESuperTypes().add(this.getSnapshotSource());
		generatorSourceEClass.getESuperTypes().add(this.getSnapshotSource());

		// Initialize classes, features, and operations; add parameters
		initEClass(studyEClass, Study.class, "Study", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getStudy_Name(), ecorePackage.getEString(), "name", "study", 0, 1, Study.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getStudy_Description(), ecorePackage.getEString(), "description", null, 0, 1, Study.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getStudy_Sources(), this.getSnapshotSource(), null, "sources", null, 0, -1, Study.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getStudy_Schemes(), this.getScheme(), null, "schemes", null, 0, -1, Study.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getStudy_Hardware(), this.getHardware(), null, "hardware", null, 1, 1, Study.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getStudy_MetadataTrace(), this.getMetadataTraceSource(), null, "metadataTrace", null, 0, 1, Study.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getStudy_Analyses(), this.getAnalyses(), null, "analyses", null, 1, 1, Study.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(snapshotSourceEClass, SnapshotSource.class, "SnapshotSource", IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getSnapshotSource_Name(), ecorePackage.getEString(), "name", null, 0, 1, SnapshotSource.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(sequenceSourceEClass, SequenceSource.class, "SequenceSource", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getSequenceSource_Path(), ecorePackage.getEString(), "path", null, 0, 1, SequenceSource.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSequenceSource_Format(), ecorePackage.getEString(), "format", "auto", 0, 1, SequenceSource.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(generatorSourceEClass, GeneratorSource.class, "GeneratorSource", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getGeneratorSource_Parameters(), ecorePackage.getELong(), "parameters", "100000", 0, 1, GeneratorSource.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getGeneratorSource_Model(), this.getModelKind(), "model", "cnn", 0, 1, GeneratorSource.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getGeneratorSource_Optimizer(), this.getOptimizerKind(), "optimizer", "sgd", 0, 1, GeneratorSource.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getGeneratorSource_LearningRate(), ecorePackage.getEDouble(), "learningRate", "0.01", 0, 1, GeneratorSource.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getGeneratorSource_Momentum(), ecorePackage.getEDouble(), "momentum", "0.9", 0, 1, GeneratorSource.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getGeneratorSource_WeightDecay(), ecorePackage.getEDouble(), "weightDecay", "5.0E-4", 0, 1, GeneratorSource.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getGeneratorSource_Iterations(), ecorePackage.getELong(), "iterations", "2000", 0, 1, GeneratorSource.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getGeneratorSource_Interval(), ecorePackage.getELong(), "interval", "100", 0, 1, GeneratorSource.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getGeneratorSource_Dtype(), this.getSnapshotDType(), "dtype", "fp32", 0, 1, GeneratorSource.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getGeneratorSource_Seed(), ecorePackage.getELong(), "seed", "1234", 0, 1, GeneratorSource.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getGeneratorSource_BatchSize(), ecorePackage.getEInt(), "batchSize", "32", 0, 1, GeneratorSource.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getGeneratorSource_Threads(), ecorePackage.getEInt(), "threads", "0", 0, 1, GeneratorSource.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(schemeEClass, Scheme.class, "Scheme", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getScheme_Name(), ecorePackage.getEString(), "name", null, 0, 1, Scheme.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getScheme_Codec(), ecorePackage.getEString(), "codec", null, 0, 1, Scheme.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getScheme_Parameters(), this.getCodecParameter(), null, "parameters", null, 0, -1, Scheme.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getScheme_Mode(), this.getSchemeMode(), "mode", "progressive", 0, 1, Scheme.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getScheme_SnapDis(), ecorePackage.getEInt(), "snapDis", "10", 0, 1, Scheme.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getScheme_Unit(), ecorePackage.getELong(), "unit", "100", 0, 1, Scheme.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getScheme_FirstIteration(), ecorePackage.getELong(), "firstIteration", "0", 0, 1, Scheme.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getScheme_BaselineCodec(), ecorePackage.getEString(), "baselineCodec", "huffman-exp", 0, 1, Scheme.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getScheme_Threads(), ecorePackage.getEInt(), "threads", "0", 0, 1, Scheme.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(codecParameterEClass, CodecParameter.class, "CodecParameter", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getCodecParameter_Key(), ecorePackage.getEString(), "key", null, 0, 1, CodecParameter.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getCodecParameter_Value(), ecorePackage.getEString(), "value", null, 0, 1, CodecParameter.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(hardwareEClass, Hardware.class, "Hardware", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getHardware_Ssd(), this.getSsdSettings(), null, "ssd", null, 1, 1, Hardware.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getHardware_Slc(), this.getSlcSettings(), null, "slc", null, 1, 1, Hardware.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getHardware_Buddy(), this.getBuddySettings(), null, "buddy", null, 1, 1, Hardware.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getHardware_Cluster(), this.getClusterSettings(), null, "cluster", null, 1, 1, Hardware.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(ssdSettingsEClass, SsdSettings.class, "SsdSettings", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getSsdSettings_Channels(), ecorePackage.getEInt(), "channels", "8", 0, 1, SsdSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSsdSettings_ChipsPerChannel(), ecorePackage.getEInt(), "chipsPerChannel", "1", 0, 1, SsdSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSsdSettings_BlocksPerChip(), ecorePackage.getEInt(), "blocksPerChip", "16384", 0, 1, SsdSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSsdSettings_PagesPerBlock(), ecorePackage.getEInt(), "pagesPerBlock", "64", 0, 1, SsdSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSsdSettings_PageBytes(), ecorePackage.getEInt(), "pageBytes", "4096", 0, 1, SsdSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSsdSettings_ByteTransferMs(), ecorePackage.getEDouble(), "byteTransferMs", "2.5E-5", 0, 1, SsdSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSsdSettings_PageReadMs(), ecorePackage.getEDouble(), "pageReadMs", "0.025", 0, 1, SsdSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSsdSettings_PageWriteMs(), ecorePackage.getEDouble(), "pageWriteMs", "0.2", 0, 1, SsdSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSsdSettings_BlockEraseMs(), ecorePackage.getEDouble(), "blockEraseMs", "1.5", 0, 1, SsdSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSsdSettings_OverProvisioning(), ecorePackage.getEDouble(), "overProvisioning", "0.15", 0, 1, SsdSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSsdSettings_OpConvention(), this.getOverProvisioningConvention(), "opConvention", "SPARE_OVER_USER", 0, 1, SsdSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSsdSettings_GcThreshold(), ecorePackage.getEDouble(), "gcThreshold", "0.05", 0, 1, SsdSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSsdSettings_GcPolicy(), this.getGcPolicy(), "gcPolicy", "greedy", 0, 1, SsdSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSsdSettings_DChoices(), ecorePackage.getEInt(), "dChoices", "2", 0, 1, SsdSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSsdSettings_WearLevelThreshold(), ecorePackage.getEInt(), "wearLevelThreshold", "0", 0, 1, SsdSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSsdSettings_HostTiming(), this.getHostTiming(), "hostTiming", "per-channel", 0, 1, SsdSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSsdSettings_Seed(), ecorePackage.getELong(), "seed", "1", 0, 1, SsdSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSsdSettings_WarmupValid(), ecorePackage.getEDouble(), "warmupValid", "0.85015869140625", 0, 1, SsdSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSsdSettings_WarmupInvalid(), ecorePackage.getEDouble(), "warmupInvalid", "0.09954833984375", 0, 1, SsdSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSsdSettings_WarmupFree(), ecorePackage.getEDouble(), "warmupFree", "0.05029296875", 0, 1, SsdSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSsdSettings_WarmupLayout(), this.getWarmupLayout(), "warmupLayout", "segregated", 0, 1, SsdSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(slcSettingsEClass, SlcSettings.class, "SlcSettings", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getSlcSettings_PageBytes(), ecorePackage.getEInt(), "pageBytes", "16384", 0, 1, SlcSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSlcSettings_DeltaRegionBytes(), ecorePackage.getEInt(), "deltaRegionBytes", "512", 0, 1, SlcSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSlcSettings_Nop(), ecorePackage.getEInt(), "nop", "0", 0, 1, SlcSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSlcSettings_ReadMicros(), ecorePackage.getEDouble(), "readMicros", "41.0", 0, 1, SlcSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSlcSettings_WriteMicros(), ecorePackage.getEDouble(), "writeMicros", "150.0", 0, 1, SlcSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSlcSettings_Codec(), this.getSlcCodec(), "codec", "diff-index", 0, 1, SlcSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSlcSettings_SegmentBytes(), ecorePackage.getEInt(), "segmentBytes", "8", 0, 1, SlcSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(buddySettingsEClass, BuddySettings.class, "BuddySettings", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getBuddySettings_Target(), this.getBuddyTarget(), "target", "auto", 0, 1, BuddySettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getBuddySettings_BuddyThreshold(), ecorePackage.getEDouble(), "buddyThreshold", "0.05", 0, 1, BuddySettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(clusterSettingsEClass, ClusterSettings.class, "ClusterSettings", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getClusterSettings_ProcessesMin(), ecorePackage.getEInt(), "processesMin", "256", 0, 1, ClusterSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getClusterSettings_ProcessesMax(), ecorePackage.getEInt(), "processesMax", "8192", 0, 1, ClusterSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getClusterSettings_ProcessesStep(), ecorePackage.getEInt(), "processesStep", "256", 0, 1, ClusterSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getClusterSettings_CheckpointBytes(), ecorePackage.getELong(), "checkpointBytes", "229000000", 0, 1, ClusterSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getClusterSettings_IoRate(), ecorePackage.getEDouble(), "ioRate", "1.0E8", 0, 1, ClusterSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getClusterSettings_FsBandwidth(), ecorePackage.getEDouble(), "fsBandwidth", "1.0E10", 0, 1, ClusterSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getClusterSettings_CompressionSource(), this.getCompressionSource(), "compressionSource", "measured", 0, 1, ClusterSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getClusterSettings_CompressionCodec(), ecorePackage.getEString(), "compressionCodec", "gzip", 0, 1, ClusterSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getClusterSettings_CompressionRatio(), ecorePackage.getEDouble(), "compressionRatio", "2.0", 0, 1, ClusterSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getClusterSettings_CompressionThroughput(), ecorePackage.getEDouble(), "compressionThroughput", "2.5E7", 0, 1, ClusterSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getClusterSettings_CollectThroughput(), ecorePackage.getEDouble(), "collectThroughput", "0.0", 0, 1, ClusterSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getClusterSettings_BlockBytes(), ecorePackage.getEInt(), "blockBytes", "16384", 0, 1, ClusterSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getClusterSettings_QueueLength(), ecorePackage.getEInt(), "queueLength", "4", 0, 1, ClusterSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(metadataTraceSourceEClass, MetadataTraceSource.class, "MetadataTraceSource", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getMetadataTraceSource_Path(), ecorePackage.getEString(), "path", null, 0, 1, MetadataTraceSource.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMetadataTraceSource_IdColumn(), ecorePackage.getEString(), "idColumn", null, 0, 1, MetadataTraceSource.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMetadataTraceSource_RecordSize(), ecorePackage.getEInt(), "recordSize", "0", 0, 1, MetadataTraceSource.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(analysesEClass, Analyses.class, "Analyses", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getAnalyses_WrittenVolume(), ecorePackage.getEBoolean(), "writtenVolume", "true", 0, 1, Analyses.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getAnalyses_Erases(), ecorePackage.getEBoolean(), "erases", "true", 0, 1, Analyses.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getAnalyses_UsefulStorage(), ecorePackage.getEBoolean(), "usefulStorage", "true", 0, 1, Analyses.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getAnalyses_HeadingBits(), ecorePackage.getEBoolean(), "headingBits", "true", 0, 1, Analyses.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getAnalyses_ExponentHistogram(), ecorePackage.getEBoolean(), "exponentHistogram", "true", 0, 1, Analyses.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getAnalyses_SnapDisSweep(), ecorePackage.getEBoolean(), "snapDisSweep", "true", 0, 1, Analyses.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getAnalyses_SnapDisValues(), ecorePackage.getEInt(), "snapDisValues", null, 0, -1, Analyses.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, !IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getAnalyses_StorageLimit(), ecorePackage.getEDouble(), "storageLimit", "2.0", 0, 1, Analyses.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getAnalyses_SlcPages(), ecorePackage.getEBoolean(), "slcPages", "true", 0, 1, Analyses.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getAnalyses_Buddy(), ecorePackage.getEBoolean(), "buddy", "true", 0, 1, Analyses.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getAnalyses_PipelineCurves(), ecorePackage.getEBoolean(), "pipelineCurves", "true", 0, 1, Analyses.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		// Initialize enums and add enum literals
		initEEnum(modelKindEEnum, ModelKind.class, "ModelKind");
		addEEnumLiteral(modelKindEEnum, ModelKind.MLP);
		addEEnumLiteral(modelKindEEnum, ModelKind.CNN);

		initEEnum(optimizerKindEEnum, OptimizerKind.class, "OptimizerKind");
		addEEnumLiteral(optimizerKindEEnum, OptimizerKind.SGD);
		addEEnumLiteral(optimizerKindEEnum, OptimizerKind.ADAM);

		initEEnum(snapshotDTypeEEnum, SnapshotDType.class, "SnapshotDType");
		addEEnumLiteral(snapshotDTypeEEnum, SnapshotDType.FP32);
		addEEnumLiteral(snapshotDTypeEEnum, SnapshotDType.BF16);
		addEEnumLiteral(snapshotDTypeEEnum, SnapshotDType.FP16);

		initEEnum(schemeModeEEnum, SchemeMode.class, "SchemeMode");
		addEEnumLiteral(schemeModeEEnum, SchemeMode.FULL);
		addEEnumLiteral(schemeModeEEnum, SchemeMode.PROGRESSIVE);
		addEEnumLiteral(schemeModeEEnum, SchemeMode.CHAIN);

		initEEnum(overProvisioningConventionEEnum, OverProvisioningConvention.class, "OverProvisioningConvention");
		addEEnumLiteral(overProvisioningConventionEEnum, OverProvisioningConvention.SPARE_OVER_USER);
		addEEnumLiteral(overProvisioningConventionEEnum, OverProvisioningConvention.SPARE_OVER_TOTAL);

		initEEnum(gcPolicyEEnum, GcPolicy.class, "GcPolicy");
		addEEnumLiteral(gcPolicyEEnum, GcPolicy.GREEDY);
		addEEnumLiteral(gcPolicyEEnum, GcPolicy.COST_BENEFIT);
		addEEnumLiteral(gcPolicyEEnum, GcPolicy.FIFO);
		addEEnumLiteral(gcPolicyEEnum, GcPolicy.RANDOM);
		addEEnumLiteral(gcPolicyEEnum, GcPolicy.DCHOICES);

		initEEnum(hostTimingEEnum, HostTiming.class, "HostTiming");
		addEEnumLiteral(hostTimingEEnum, HostTiming.PER_CHANNEL);
		addEEnumLiteral(hostTimingEEnum, HostTiming.SHARED_HOST_BUS);

		initEEnum(warmupLayoutEEnum, WarmupLayout.class, "WarmupLayout");
		addEEnumLiteral(warmupLayoutEEnum, WarmupLayout.SEGREGATED);
		addEEnumLiteral(warmupLayoutEEnum, WarmupLayout.MIXED);

		initEEnum(slcCodecEEnum, SlcCodec.class, "SlcCodec");
		addEEnumLiteral(slcCodecEEnum, SlcCodec.DIFF_INDEX);
		addEEnumLiteral(slcCodecEEnum, SlcCodec.XOR_RLE);

		initEEnum(buddyTargetEEnum, BuddyTarget.class, "BuddyTarget");
		addEEnumLiteral(buddyTargetEEnum, BuddyTarget.AUTO);
		addEEnumLiteral(buddyTargetEEnum, BuddyTarget.X1);
		addEEnumLiteral(buddyTargetEEnum, BuddyTarget.X1_33);
		addEEnumLiteral(buddyTargetEEnum, BuddyTarget.X2);
		addEEnumLiteral(buddyTargetEEnum, BuddyTarget.X4);

		initEEnum(compressionSourceEEnum, CompressionSource.class, "CompressionSource");
		addEEnumLiteral(compressionSourceEEnum, CompressionSource.MEASURED);
		addEEnumLiteral(compressionSourceEEnum, CompressionSource.GIVEN);

		// Create resource
		createResource(eNS_URI);

		// Create annotations
		// http://www.eclipse.org/emf/2002/Ecore
		createEcoreAnnotations();
	}

	/**
	 * Initializes the annotations for <b>http://www.eclipse.org/emf/2002/Ecore</b>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void createEcoreAnnotations() {
		String source = "http://www.eclipse.org/emf/2002/Ecore";
		addAnnotation
		  (studyEClass,
		   source,
		   new String[] {
			   "constraints", "hasSource uniqueSourceNames uniqueSchemeNames metadataTraceForSlc"
		   });
		addAnnotation
		  (snapshotSourceEClass,
		   source,
		   new String[] {
			   "constraints", "nameSet"
		   });
		addAnnotation
		  (sequenceSourceEClass,
		   source,
		   new String[] {
			   "constraints", "pathSet"
		   });
		addAnnotation
		  (generatorSourceEClass,
		   source,
		   new String[] {
			   "constraints", "parametersInRange learningRatePositive momentumInRange weightDecayNonNegative iterationsPositive intervalInRange batchSizeInRange threadsNonNegative"
		   });
		addAnnotation
		  (schemeEClass,
		   source,
		   new String[] {
			   "constraints", "nameSet codecSet snapDisAtLeastOne unitAtLeastOne firstIterationNonNegative baselineCodecSet threadsNonNegative uniqueParameterKeys"
		   });
		addAnnotation
		  (codecParameterEClass,
		   source,
		   new String[] {
			   "constraints", "keySet"
		   });
		addAnnotation
		  (ssdSettingsEClass,
		   source,
		   new String[] {
			   "constraints", "channelsPositive chipsPerChannelPositive blocksPerChipAtLeastTwo pagesPerBlockPositive pageBytesPositive deviceNotTooLarge latenciesNonNegative overProvisioningInRange gcThresholdInRange dChoicesPositive wearLevelThresholdNonNegative warmupFractionsInRange warmupFractionsSum"
		   });
		addAnnotation
		  (slcSettingsEClass,
		   source,
		   new String[] {
			   "constraints", "pageBytesPositive deltaRegionInRange nopNonNegative latenciesNonNegative segmentBytesPositive"
		   });
		addAnnotation
		  (buddySettingsEClass,
		   source,
		   new String[] {
			   "constraints", "buddyThresholdInRange"
		   });
		addAnnotation
		  (clusterSettingsEClass,
		   source,
		   new String[] {
			   "constraints", "processesRange processesStepPositive checkpointBytesPositive ioRatePositive fsBandwidthPositive compressionCodecSet compressionRatioPositive compressionThroughputPositive collectThroughputNonNegative blockBytesPositive queueLengthPositive"
		   });
		addAnnotation
		  (metadataTraceSourceEClass,
		   source,
		   new String[] {
			   "constraints", "pathSet recordSizeNonNegative"
		   });
		addAnnotation
		  (analysesEClass,
		   source,
		   new String[] {
			   "constraints", "snapDisValuesPresent snapDisValuesAtLeastOne storageLimitPositive"
		   });
	}

} //SnapwearPackageImpl
