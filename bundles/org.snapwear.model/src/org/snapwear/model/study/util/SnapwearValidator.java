/**
 */
package org.snapwear.model.study.util;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

import org.eclipse.emf.common.util.BasicDiagnostic;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.DiagnosticChain;
import org.eclipse.emf.common.util.ResourceLocator;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EStructuralFeature;

import org.eclipse.emf.ecore.util.EObjectValidator;

import org.snapwear.model.ranges.ParameterRange;
import org.snapwear.model.ranges.ParameterRanges;
import org.snapwear.model.study.*;

/**
 * <!-- begin-user-doc -->
 * The <b>Validator</b> for the model.
 * <!-- end-user-doc -->
 * @see org.snapwear.model.study.SnapwearPackage
 * @generated
 */
public class SnapwearValidator extends EObjectValidator {
	/**
	 * The cached model package
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final SnapwearValidator INSTANCE = new SnapwearValidator();

	/**
	 * A constant for the {@link org.eclipse.emf.common.util.Diagnostic#getSource() source} of diagnostic {@link org.eclipse.emf.common.util.Diagnostic#getCode() codes} from this package.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.eclipse.emf.common.util.Diagnostic#getSource()
	 * @see org.eclipse.emf.common.util.Diagnostic#getCode()
	 * @generated
	 */
	public static final String DIAGNOSTIC_SOURCE = "org.snapwear.model.study";

	/**
	 * A constant with a fixed name that can be used as the base value for additional hand written constants.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final int GENERATED_DIAGNOSTIC_CODE_COUNT = 0;

	/**
	 * A constant with a fixed name that can be used as the base value for additional hand written constants in a derived class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected static final int DIAGNOSTIC_CODE_COUNT = GENERATED_DIAGNOSTIC_CODE_COUNT;

	/**
	 * Creates an instance of the switch.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public SnapwearValidator() {
		super();
	}

	/**
	 * Returns the package of this validator switch.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EPackage getEPackage() {
	  return SnapwearPackage.eINSTANCE;
	}

	/**
	 * Calls <code>validateXXX</code> for the corresponding classifier of the model.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected boolean validate(int classifierID, Object value, DiagnosticChain diagnostics, Map<Object, Object> context) {
		switch (classifierID) {
			case SnapwearPackage.STUDY:
				return validateStudy((Study)value, diagnostics, context);
			case SnapwearPackage.SNAPSHOT_SOURCE:
				return validateSnapshotSource((SnapshotSource)value, diagnostics, context);
			case SnapwearPackage.SEQUENCE_SOURCE:
				return validateSequenceSource((SequenceSource)value, diagnostics, context);
			case SnapwearPackage.GENERATOR_SOURCE:
				return validateGeneratorSource((GeneratorSource)value, diagnostics, context);
			case SnapwearPackage.SCHEME:
				return validateScheme((Scheme)value, diagnostics, context);
			case SnapwearPackage.CODEC_PARAMETER:
				return validateCodecParameter((CodecParameter)value, diagnostics, context);
			case SnapwearPackage.HARDWARE:
				return validateHardware((Hardware)value, diagnostics, context);
			case SnapwearPackage.SSD_SETTINGS:
				return validateSsdSettings((SsdSettings)value, diagnostics, context);
			case SnapwearPackage.SLC_SETTINGS:
				return validateSlcSettings((SlcSettings)value, diagnostics, context);
			case SnapwearPackage.BUDDY_SETTINGS:
				return validateBuddySettings((BuddySettings)value, diagnostics, context);
			case SnapwearPackage.CLUSTER_SETTINGS:
				return validateClusterSettings((ClusterSettings)value, diagnostics, context);
			case SnapwearPackage.METADATA_TRACE_SOURCE:
				return validateMetadataTraceSource((MetadataTraceSource)value, diagnostics, context);
			case SnapwearPackage.ANALYSES:
				return validateAnalyses((Analyses)value, diagnostics, context);
			case SnapwearPackage.MODEL_KIND:
				return validateModelKind((ModelKind)value, diagnostics, context);
			case SnapwearPackage.OPTIMIZER_KIND:
				return validateOptimizerKind((OptimizerKind)value, diagnostics, context);
			case SnapwearPackage.SNAPSHOT_DTYPE:
				return validateSnapshotDType((SnapshotDType)value, diagnostics, context);
			case SnapwearPackage.SCHEME_MODE:
				return validateSchemeMode((SchemeMode)value, diagnostics, context);
			case SnapwearPackage.OVER_PROVISIONING_CONVENTION:
				return validateOverProvisioningConvention((OverProvisioningConvention)value, diagnostics, context);
			case SnapwearPackage.GC_POLICY:
				return validateGcPolicy((GcPolicy)value, diagnostics, context);
			case SnapwearPackage.HOST_TIMING:
				return validateHostTiming((HostTiming)value, diagnostics, context);
			case SnapwearPackage.WARMUP_LAYOUT:
				return validateWarmupLayout((WarmupLayout)value, diagnostics, context);
			case SnapwearPackage.SLC_CODEC:
				return validateSlcCodec((SlcCodec)value, diagnostics, context);
			case SnapwearPackage.BUDDY_TARGET:
				return validateBuddyTarget((BuddyTarget)value, diagnostics, context);
			case SnapwearPackage.COMPRESSION_SOURCE:
				return validateCompressionSource((CompressionSource)value, diagnostics, context);
			default:
				return true;
		}
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateStudy(Study study, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (!validate_NoCircularContainment(study, diagnostics, context)) return false;
		boolean result = validate_EveryMultiplicityConforms(study, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryDataValueConforms(study, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryReferenceIsContained(study, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryBidirectionalReferenceIsPaired(study, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryProxyResolves(study, diagnostics, context);
		if (result || diagnostics != null) result &= validate_UniqueID(study, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryKeyUnique(study, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryMapEntryUnique(study, diagnostics, context);
		if (result || diagnostics != null) result &= validateStudy_hasSource(study, diagnostics, context);
		if (result || diagnostics != null) result &= validateStudy_uniqueSourceNames(study, diagnostics, context);
		if (result || diagnostics != null) result &= validateStudy_uniqueSchemeNames(study, diagnostics, context);
		if (result || diagnostics != null) result &= validateStudy_metadataTraceForSlc(study, diagnostics, context);
		return result;
	}

	/**
	 * Validates the hasSource constraint of '<em>Study</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateStudy_hasSource(Study study, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(!study.getSources().isEmpty(),
			Diagnostic.ERROR, study, SnapwearPackage.Literals.STUDY__SOURCES, "hasSource",
			() -> "needs at least one snapshot source",
			diagnostics, context);
	}

	/**
	 * Validates the uniqueSourceNames constraint of '<em>Study</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateStudy_uniqueSourceNames(Study study, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(firstDuplicate(sourceNames(study)) == null,
			Diagnostic.ERROR, study, SnapwearPackage.Literals.STUDY__SOURCES, "uniqueSourceNames",
			() -> "snapshot source name '" + firstDuplicate(sourceNames(study)) + "' is used more than once",
			diagnostics, context);
	}

	/**
	 * Validates the uniqueSchemeNames constraint of '<em>Study</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateStudy_uniqueSchemeNames(Study study, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(firstDuplicate(schemeNames(study)) == null,
			Diagnostic.ERROR, study, SnapwearPackage.Literals.STUDY__SCHEMES, "uniqueSchemeNames",
			() -> "scheme name '" + firstDuplicate(schemeNames(study)) + "' is used more than once",
			diagnostics, context);
	}

	/**
	 * Validates the metadataTraceForSlc constraint of '<em>Study</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateStudy_metadataTraceForSlc(Study study, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(study.getAnalyses() == null || !study.getAnalyses().isSlcPages() || study.getMetadataTrace() != null,
			Diagnostic.WARNING, study, SnapwearPackage.Literals.STUDY__METADATA_TRACE, "metadataTraceForSlc",
			() -> "the SLC pages analysis is on but there is no metadata trace; it will run on the built-in generated trace",
			diagnostics, context);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateSnapshotSource(SnapshotSource snapshotSource, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (!validate_NoCircularContainment(snapshotSource, diagnostics, context)) return false;
		boolean result = validate_EveryMultiplicityConforms(snapshotSource, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryDataValueConforms(snapshotSource, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryReferenceIsContained(snapshotSource, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryBidirectionalReferenceIsPaired(snapshotSource, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryProxyResolves(snapshotSource, diagnostics, context);
		if (result || diagnostics != null) result &= validate_UniqueID(snapshotSource, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryKeyUnique(snapshotSource, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryMapEntryUnique(snapshotSource, diagnostics, context);
		if (result || diagnostics != null) result &= validateSnapshotSource_nameSet(snapshotSource, diagnostics, context);
		return result;
	}

	/**
	 * Validates the nameSet constraint of '<em>Snapshot Source</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateSnapshotSource_nameSet(SnapshotSource snapshotSource, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(isSet(snapshotSource.getName()),
			Diagnostic.ERROR, snapshotSource, SnapwearPackage.Literals.SNAPSHOT_SOURCE__NAME, "nameSet",
			() -> "name must be set",
			diagnostics, context);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateSequenceSource(SequenceSource sequenceSource, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (!validate_NoCircularContainment(sequenceSource, diagnostics, context)) return false;
		boolean result = validate_EveryMultiplicityConforms(sequenceSource, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryDataValueConforms(sequenceSource, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryReferenceIsContained(sequenceSource, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryBidirectionalReferenceIsPaired(sequenceSource, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryProxyResolves(sequenceSource, diagnostics, context);
		if (result || diagnostics != null) result &= validate_UniqueID(sequenceSource, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryKeyUnique(sequenceSource, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryMapEntryUnique(sequenceSource, diagnostics, context);
		if (result || diagnostics != null) result &= validateSnapshotSource_nameSet(sequenceSource, diagnostics, context);
		if (result || diagnostics != null) result &= validateSequenceSource_pathSet(sequenceSource, diagnostics, context);
		return result;
	}

	/**
	 * Validates the pathSet constraint of '<em>Sequence Source</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateSequenceSource_pathSet(SequenceSource sequenceSource, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(isSet(sequenceSource.getPath()),
			Diagnostic.ERROR, sequenceSource, SnapwearPackage.Literals.SEQUENCE_SOURCE__PATH, "pathSet",
			() -> "path must be set",
			diagnostics, context);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateGeneratorSource(GeneratorSource generatorSource, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (!validate_NoCircularContainment(generatorSource, diagnostics, context)) return false;
		boolean result = validate_EveryMultiplicityConforms(generatorSource, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryDataValueConforms(generatorSource, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryReferenceIsContained(generatorSource, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryBidirectionalReferenceIsPaired(generatorSource, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryProxyResolves(generatorSource, diagnostics, context);
		if (result || diagnostics != null) result &= validate_UniqueID(generatorSource, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryKeyUnique(generatorSource, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryMapEntryUnique(generatorSource, diagnostics, context);
		if (result || diagnostics != null) result &= validateSnapshotSource_nameSet(generatorSource, diagnostics, context);
		if (result || diagnostics != null) result &= validateGeneratorSource_parametersInRange(generatorSource, diagnostics, context);
		if (result || diagnostics != null) result &= validateGeneratorSource_learningRatePositive(generatorSource, diagnostics, context);
		if (result || diagnostics != null) result &= validateGeneratorSource_momentumInRange(generatorSource, diagnostics, context);
		if (result || diagnostics != null) result &= validateGeneratorSource_weightDecayNonNegative(generatorSource, diagnostics, context);
		if (result || diagnostics != null) result &= validateGeneratorSource_iterationsPositive(generatorSource, diagnostics, context);
		if (result || diagnostics != null) result &= validateGeneratorSource_intervalInRange(generatorSource, diagnostics, context);
		if (result || diagnostics != null) result &= validateGeneratorSource_batchSizeInRange(generatorSource, diagnostics, context);
		if (result || diagnostics != null) result &= validateGeneratorSource_threadsNonNegative(generatorSource, diagnostics, context);
		return result;
	}

	/**
	 * Validates the parametersInRange constraint of '<em>Generator Source</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateGeneratorSource_parametersInRange(GeneratorSource generatorSource, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(generatorSource.getParameters() >= MIN_GENERATOR_PARAMETERS && generatorSource.getParameters() <= MAX_GENERATOR_PARAMETERS,
			Diagnostic.ERROR, generatorSource, SnapwearPackage.Literals.GENERATOR_SOURCE__PARAMETERS, "parametersInRange",
			() -> "parameters must be between 10,000 and 10,000,000 (is " + generatorSource.getParameters() + ")",
			diagnostics, context);
	}

	/**
	 * Validates the learningRatePositive constraint of '<em>Generator Source</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateGeneratorSource_learningRatePositive(GeneratorSource generatorSource, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(generatorSource.getLearningRate() > 0 && !Double.isInfinite(generatorSource.getLearningRate()),
			Diagnostic.ERROR, generatorSource, SnapwearPackage.Literals.GENERATOR_SOURCE__LEARNING_RATE, "learningRatePositive",
			() -> "learning rate must be a positive number (is " + generatorSource.getLearningRate() + ")",
			diagnostics, context);
	}

	/**
	 * Validates the momentumInRange constraint of '<em>Generator Source</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateGeneratorSource_momentumInRange(GeneratorSource generatorSource, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(generatorSource.getMomentum() >= 0 && generatorSource.getMomentum() < 1,
			Diagnostic.ERROR, generatorSource, SnapwearPackage.Literals.GENERATOR_SOURCE__MOMENTUM, "momentumInRange",
			() -> "momentum must be >= 0 and < 1 (is " + generatorSource.getMomentum() + ")",
			diagnostics, context);
	}

	/**
	 * Validates the weightDecayNonNegative constraint of '<em>Generator Source</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateGeneratorSource_weightDecayNonNegative(GeneratorSource generatorSource, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(generatorSource.getWeightDecay() >= 0 && !Double.isInfinite(generatorSource.getWeightDecay()),
			Diagnostic.ERROR, generatorSource, SnapwearPackage.Literals.GENERATOR_SOURCE__WEIGHT_DECAY, "weightDecayNonNegative",
			() -> "weight decay must be >= 0 (is " + generatorSource.getWeightDecay() + ")",
			diagnostics, context);
	}

	/**
	 * Validates the iterationsPositive constraint of '<em>Generator Source</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateGeneratorSource_iterationsPositive(GeneratorSource generatorSource, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(generatorSource.getIterations() >= 1,
			Diagnostic.ERROR, generatorSource, SnapwearPackage.Literals.GENERATOR_SOURCE__ITERATIONS, "iterationsPositive",
			() -> "iterations must be >= 1 (is " + generatorSource.getIterations() + ")",
			diagnostics, context);
	}

	/**
	 * Validates the intervalInRange constraint of '<em>Generator Source</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateGeneratorSource_intervalInRange(GeneratorSource generatorSource, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(generatorSource.getInterval() >= 1 && generatorSource.getInterval() <= Math.max(1, generatorSource.getIterations()),
			Diagnostic.ERROR, generatorSource, SnapwearPackage.Literals.GENERATOR_SOURCE__INTERVAL, "intervalInRange",
			() -> "snapshot interval must be between 1 and the iterations (" + generatorSource.getIterations() + "), is " + generatorSource.getInterval(),
			diagnostics, context);
	}

	/**
	 * Validates the batchSizeInRange constraint of '<em>Generator Source</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateGeneratorSource_batchSizeInRange(GeneratorSource generatorSource, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(generatorSource.getBatchSize() >= 1 && generatorSource.getBatchSize() <= MAX_GENERATOR_BATCH,
			Diagnostic.ERROR, generatorSource, SnapwearPackage.Literals.GENERATOR_SOURCE__BATCH_SIZE, "batchSizeInRange",
			() -> "batch size must be between 1 and 4096 (is " + generatorSource.getBatchSize() + ")",
			diagnostics, context);
	}

	/**
	 * Validates the threadsNonNegative constraint of '<em>Generator Source</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateGeneratorSource_threadsNonNegative(GeneratorSource generatorSource, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return inRange(ParameterRanges.THREADS_OR_AUTO, generatorSource.getThreads(), generatorSource, SnapwearPackage.Literals.GENERATOR_SOURCE__THREADS, "threadsNonNegative",
			diagnostics, context);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateScheme(Scheme scheme, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (!validate_NoCircularContainment(scheme, diagnostics, context)) return false;
		boolean result = validate_EveryMultiplicityConforms(scheme, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryDataValueConforms(scheme, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryReferenceIsContained(scheme, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryBidirectionalReferenceIsPaired(scheme, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryProxyResolves(scheme, diagnostics, context);
		if (result || diagnostics != null) result &= validate_UniqueID(scheme, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryKeyUnique(scheme, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryMapEntryUnique(scheme, diagnostics, context);
		if (result || diagnostics != null) result &= validateScheme_nameSet(scheme, diagnostics, context);
		if (result || diagnostics != null) result &= validateScheme_codecSet(scheme, diagnostics, context);
		if (result || diagnostics != null) result &= validateScheme_snapDisAtLeastOne(scheme, diagnostics, context);
		if (result || diagnostics != null) result &= validateScheme_unitAtLeastOne(scheme, diagnostics, context);
		if (result || diagnostics != null) result &= validateScheme_firstIterationNonNegative(scheme, diagnostics, context);
		if (result || diagnostics != null) result &= validateScheme_baselineCodecSet(scheme, diagnostics, context);
		if (result || diagnostics != null) result &= validateScheme_threadsNonNegative(scheme, diagnostics, context);
		if (result || diagnostics != null) result &= validateScheme_uniqueParameterKeys(scheme, diagnostics, context);
		return result;
	}

	/**
	 * Validates the nameSet constraint of '<em>Scheme</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateScheme_nameSet(Scheme scheme, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(isSet(scheme.getName()),
			Diagnostic.ERROR, scheme, SnapwearPackage.Literals.SCHEME__NAME, "nameSet",
			() -> "name must be set",
			diagnostics, context);
	}

	/**
	 * Validates the codecSet constraint of '<em>Scheme</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateScheme_codecSet(Scheme scheme, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(isSet(scheme.getCodec()),
			Diagnostic.ERROR, scheme, SnapwearPackage.Literals.SCHEME__CODEC, "codecSet",
			() -> "codec must be set",
			diagnostics, context);
	}

	/**
	 * Validates the snapDisAtLeastOne constraint of '<em>Scheme</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateScheme_snapDisAtLeastOne(Scheme scheme, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return inRange(ParameterRanges.SNAP_DIS, scheme.getSnapDis(), scheme, SnapwearPackage.Literals.SCHEME__SNAP_DIS, "snapDisAtLeastOne",
			diagnostics, context);
	}

	/**
	 * Validates the unitAtLeastOne constraint of '<em>Scheme</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateScheme_unitAtLeastOne(Scheme scheme, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return inRange(ParameterRanges.UNIT, scheme.getUnit(), scheme, SnapwearPackage.Literals.SCHEME__UNIT, "unitAtLeastOne",
			diagnostics, context);
	}

	/**
	 * Validates the firstIterationNonNegative constraint of '<em>Scheme</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateScheme_firstIterationNonNegative(Scheme scheme, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(scheme.getFirstIteration() >= 0,
			Diagnostic.ERROR, scheme, SnapwearPackage.Literals.SCHEME__FIRST_ITERATION, "firstIterationNonNegative",
			() -> "first iteration must be >= 0 (is " + scheme.getFirstIteration() + ")",
			diagnostics, context);
	}

	/**
	 * Validates the baselineCodecSet constraint of '<em>Scheme</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateScheme_baselineCodecSet(Scheme scheme, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(isSet(scheme.getBaselineCodec()),
			Diagnostic.ERROR, scheme, SnapwearPackage.Literals.SCHEME__BASELINE_CODEC, "baselineCodecSet",
			() -> "baseline codec must be set",
			diagnostics, context);
	}

	/**
	 * Validates the threadsNonNegative constraint of '<em>Scheme</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateScheme_threadsNonNegative(Scheme scheme, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return inRange(ParameterRanges.THREADS_OR_AUTO, scheme.getThreads(), scheme, SnapwearPackage.Literals.SCHEME__THREADS, "threadsNonNegative",
			diagnostics, context);
	}

	/**
	 * Validates the uniqueParameterKeys constraint of '<em>Scheme</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateScheme_uniqueParameterKeys(Scheme scheme, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(firstDuplicate(parameterKeys(scheme)) == null,
			Diagnostic.ERROR, scheme, SnapwearPackage.Literals.SCHEME__PARAMETERS, "uniqueParameterKeys",
			() -> "codec parameter '" + firstDuplicate(parameterKeys(scheme)) + "' is given more than once",
			diagnostics, context);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateCodecParameter(CodecParameter codecParameter, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (!validate_NoCircularContainment(codecParameter, diagnostics, context)) return false;
		boolean result = validate_EveryMultiplicityConforms(codecParameter, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryDataValueConforms(codecParameter, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryReferenceIsContained(codecParameter, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryBidirectionalReferenceIsPaired(codecParameter, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryProxyResolves(codecParameter, diagnostics, context);
		if (result || diagnostics != null) result &= validate_UniqueID(codecParameter, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryKeyUnique(codecParameter, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryMapEntryUnique(codecParameter, diagnostics, context);
		if (result || diagnostics != null) result &= validateCodecParameter_keySet(codecParameter, diagnostics, context);
		return result;
	}

	/**
	 * Validates the keySet constraint of '<em>Codec Parameter</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateCodecParameter_keySet(CodecParameter codecParameter, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(isSet(codecParameter.getKey()),
			Diagnostic.ERROR, codecParameter, SnapwearPackage.Literals.CODEC_PARAMETER__KEY, "keySet",
			() -> "key must be set",
			diagnostics, context);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateHardware(Hardware hardware, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return validate_EveryDefaultConstraint(hardware, diagnostics, context);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateSsdSettings(SsdSettings ssdSettings, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (!validate_NoCircularContainment(ssdSettings, diagnostics, context)) return false;
		boolean result = validate_EveryMultiplicityConforms(ssdSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryDataValueConforms(ssdSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryReferenceIsContained(ssdSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryBidirectionalReferenceIsPaired(ssdSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryProxyResolves(ssdSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validate_UniqueID(ssdSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryKeyUnique(ssdSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryMapEntryUnique(ssdSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validateSsdSettings_channelsPositive(ssdSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validateSsdSettings_chipsPerChannelPositive(ssdSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validateSsdSettings_blocksPerChipAtLeastTwo(ssdSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validateSsdSettings_pagesPerBlockPositive(ssdSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validateSsdSettings_pageBytesPositive(ssdSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validateSsdSettings_deviceNotTooLarge(ssdSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validateSsdSettings_latenciesNonNegative(ssdSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validateSsdSettings_overProvisioningInRange(ssdSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validateSsdSettings_gcThresholdInRange(ssdSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validateSsdSettings_dChoicesPositive(ssdSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validateSsdSettings_wearLevelThresholdNonNegative(ssdSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validateSsdSettings_warmupFractionsInRange(ssdSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validateSsdSettings_warmupFractionsSum(ssdSettings, diagnostics, context);
		return result;
	}

	/**
	 * Validates the channelsPositive constraint of '<em>Ssd Settings</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateSsdSettings_channelsPositive(SsdSettings ssdSettings, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return inRange(ParameterRanges.CHANNELS, ssdSettings.getChannels(), ssdSettings, SnapwearPackage.Literals.SSD_SETTINGS__CHANNELS, "channelsPositive",
			diagnostics, context);
	}

	/**
	 * Validates the chipsPerChannelPositive constraint of '<em>Ssd Settings</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateSsdSettings_chipsPerChannelPositive(SsdSettings ssdSettings, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return inRange(ParameterRanges.CHIPS_PER_CHANNEL, ssdSettings.getChipsPerChannel(), ssdSettings, SnapwearPackage.Literals.SSD_SETTINGS__CHIPS_PER_CHANNEL, "chipsPerChannelPositive",
			diagnostics, context);
	}

	/**
	 * Validates the blocksPerChipAtLeastTwo constraint of '<em>Ssd Settings</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateSsdSettings_blocksPerChipAtLeastTwo(SsdSettings ssdSettings, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return inRange(ParameterRanges.BLOCKS_PER_CHIP, ssdSettings.getBlocksPerChip(), ssdSettings, SnapwearPackage.Literals.SSD_SETTINGS__BLOCKS_PER_CHIP, "blocksPerChipAtLeastTwo",
			diagnostics, context);
	}

	/**
	 * Validates the pagesPerBlockPositive constraint of '<em>Ssd Settings</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateSsdSettings_pagesPerBlockPositive(SsdSettings ssdSettings, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return inRange(ParameterRanges.PAGES_PER_BLOCK, ssdSettings.getPagesPerBlock(), ssdSettings, SnapwearPackage.Literals.SSD_SETTINGS__PAGES_PER_BLOCK, "pagesPerBlockPositive",
			diagnostics, context);
	}

	/**
	 * Validates the pageBytesPositive constraint of '<em>Ssd Settings</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateSsdSettings_pageBytesPositive(SsdSettings ssdSettings, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return inRange(ParameterRanges.SSD_PAGE_BYTES, ssdSettings.getPageBytes(), ssdSettings, SnapwearPackage.Literals.SSD_SETTINGS__PAGE_BYTES, "pageBytesPositive",
			diagnostics, context);
	}

	/**
	 * Validates the deviceNotTooLarge constraint of '<em>Ssd Settings</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateSsdSettings_deviceNotTooLarge(SsdSettings ssdSettings, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(physicalPages(ssdSettings) <= Integer.MAX_VALUE,
			Diagnostic.ERROR, ssdSettings, SnapwearPackage.Literals.SSD_SETTINGS__BLOCKS_PER_CHIP, "deviceNotTooLarge",
			() -> "the device has " + physicalPages(ssdSettings) + " pages (channels x chips x blocks x pages), more than 2^31 - 1",
			diagnostics, context);
	}

	/**
	 * Validates the latenciesNonNegative constraint of '<em>Ssd Settings</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateSsdSettings_latenciesNonNegative(SsdSettings ssdSettings, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(ssdSettings.getByteTransferMs() >= 0 && ssdSettings.getPageReadMs() >= 0 && ssdSettings.getPageWriteMs() >= 0 && ssdSettings.getBlockEraseMs() >= 0,
			Diagnostic.ERROR, ssdSettings, SnapwearPackage.Literals.SSD_SETTINGS__PAGE_WRITE_MS, "latenciesNonNegative",
			() -> "byte transfer, page read, page write and block erase latencies must be >= 0 ms",
			diagnostics, context);
	}

	/**
	 * Validates the overProvisioningInRange constraint of '<em>Ssd Settings</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateSsdSettings_overProvisioningInRange(SsdSettings ssdSettings, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(ssdSettings.getOverProvisioning() >= 0 && (ssdSettings.getOpConvention() != OverProvisioningConvention.SPARE_OVER_TOTAL || ssdSettings.getOverProvisioning() < 1),
			Diagnostic.ERROR, ssdSettings, SnapwearPackage.Literals.SSD_SETTINGS__OVER_PROVISIONING, "overProvisioningInRange",
			() -> "over-provisioning must be >= 0, and < 1 with SPARE_OVER_TOTAL (is " + ssdSettings.getOverProvisioning() + " with " + ssdSettings.getOpConvention() + ")",
			diagnostics, context);
	}

	/**
	 * Validates the gcThresholdInRange constraint of '<em>Ssd Settings</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateSsdSettings_gcThresholdInRange(SsdSettings ssdSettings, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return inRange(ParameterRanges.GC_THRESHOLD, ssdSettings.getGcThreshold(), ssdSettings, SnapwearPackage.Literals.SSD_SETTINGS__GC_THRESHOLD, "gcThresholdInRange",
			diagnostics, context);
	}

	/**
	 * Validates the dChoicesPositive constraint of '<em>Ssd Settings</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateSsdSettings_dChoicesPositive(SsdSettings ssdSettings, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(ssdSettings.getDChoices() >= 1,
			Diagnostic.ERROR, ssdSettings, SnapwearPackage.Literals.SSD_SETTINGS__DCHOICES, "dChoicesPositive",
			() -> "d-choices sample size must be >= 1 (is " + ssdSettings.getDChoices() + ")",
			diagnostics, context);
	}

	/**
	 * Validates the wearLevelThresholdNonNegative constraint of '<em>Ssd Settings</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateSsdSettings_wearLevelThresholdNonNegative(SsdSettings ssdSettings, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(ssdSettings.getWearLevelThreshold() >= 0,
			Diagnostic.ERROR, ssdSettings, SnapwearPackage.Literals.SSD_SETTINGS__WEAR_LEVEL_THRESHOLD, "wearLevelThresholdNonNegative",
			() -> "wear-levelling threshold must be >= 0, 0 = off (is " + ssdSettings.getWearLevelThreshold() + ")",
			diagnostics, context);
	}

	/**
	 * Validates the warmupFractionsInRange constraint of '<em>Ssd Settings</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateSsdSettings_warmupFractionsInRange(SsdSettings ssdSettings, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(isFraction(ssdSettings.getWarmupValid()) && isFraction(ssdSettings.getWarmupInvalid()) && isFraction(ssdSettings.getWarmupFree()),
			Diagnostic.ERROR, ssdSettings, SnapwearPackage.Literals.SSD_SETTINGS__WARMUP_VALID, "warmupFractionsInRange",
			() -> "warm-up fractions must each be between 0 and 1 (valid " + ssdSettings.getWarmupValid() + ", invalid " + ssdSettings.getWarmupInvalid() + ", free " + ssdSettings.getWarmupFree() + ")",
			diagnostics, context);
	}

	/**
	 * Validates the warmupFractionsSum constraint of '<em>Ssd Settings</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateSsdSettings_warmupFractionsSum(SsdSettings ssdSettings, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(ssdSettings.getWarmupValid() + ssdSettings.getWarmupInvalid() + ssdSettings.getWarmupFree() <= 1 + FRACTION_TOLERANCE,
			Diagnostic.ERROR, ssdSettings, SnapwearPackage.Literals.SSD_SETTINGS__WARMUP_FREE, "warmupFractionsSum",
			() -> "warm-up fractions must add up to at most 1 (valid + invalid + free = " + (ssdSettings.getWarmupValid() + ssdSettings.getWarmupInvalid() + ssdSettings.getWarmupFree()) + ")",
			diagnostics, context);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateSlcSettings(SlcSettings slcSettings, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (!validate_NoCircularContainment(slcSettings, diagnostics, context)) return false;
		boolean result = validate_EveryMultiplicityConforms(slcSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryDataValueConforms(slcSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryReferenceIsContained(slcSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryBidirectionalReferenceIsPaired(slcSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryProxyResolves(slcSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validate_UniqueID(slcSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryKeyUnique(slcSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryMapEntryUnique(slcSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validateSlcSettings_pageBytesPositive(slcSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validateSlcSettings_deltaRegionInRange(slcSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validateSlcSettings_nopNonNegative(slcSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validateSlcSettings_latenciesNonNegative(slcSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validateSlcSettings_segmentBytesPositive(slcSettings, diagnostics, context);
		return result;
	}

	/**
	 * Validates the pageBytesPositive constraint of '<em>Slc Settings</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateSlcSettings_pageBytesPositive(SlcSettings slcSettings, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return inRange(ParameterRanges.SLC_PAGE_BYTES, slcSettings.getPageBytes(), slcSettings, SnapwearPackage.Literals.SLC_SETTINGS__PAGE_BYTES, "pageBytesPositive",
			diagnostics, context);
	}

	/**
	 * Validates the deltaRegionInRange constraint of '<em>Slc Settings</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateSlcSettings_deltaRegionInRange(SlcSettings slcSettings, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(slcSettings.getDeltaRegionBytes() >= MIN_DELTA_REGION && slcSettings.getDeltaRegionBytes() < slcSettings.getPageBytes() && slcSettings.getDeltaRegionBytes() <= MAX_DELTA_REGION,
			Diagnostic.ERROR, slcSettings, SnapwearPackage.Literals.SLC_SETTINGS__DELTA_REGION_BYTES, "deltaRegionInRange",
			() -> "delta region must be at least 3 bytes, at most 65537 bytes and smaller than the page (" + slcSettings.getPageBytes() + " B), is " + slcSettings.getDeltaRegionBytes() + " B",
			diagnostics, context);
	}

	/**
	 * Validates the nopNonNegative constraint of '<em>Slc Settings</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateSlcSettings_nopNonNegative(SlcSettings slcSettings, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return inRange(ParameterRanges.SLC_NOP, slcSettings.getNop(), slcSettings, SnapwearPackage.Literals.SLC_SETTINGS__NOP, "nopNonNegative",
			diagnostics, context);
	}

	/**
	 * Validates the latenciesNonNegative constraint of '<em>Slc Settings</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateSlcSettings_latenciesNonNegative(SlcSettings slcSettings, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(slcSettings.getReadMicros() >= 0 && slcSettings.getWriteMicros() >= 0,
			Diagnostic.ERROR, slcSettings, SnapwearPackage.Literals.SLC_SETTINGS__WRITE_MICROS, "latenciesNonNegative",
			() -> "read and write latencies must be >= 0 us",
			diagnostics, context);
	}

	/**
	 * Validates the segmentBytesPositive constraint of '<em>Slc Settings</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateSlcSettings_segmentBytesPositive(SlcSettings slcSettings, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return inRange(ParameterRanges.SLC_SEGMENT, slcSettings.getSegmentBytes(), slcSettings, SnapwearPackage.Literals.SLC_SETTINGS__SEGMENT_BYTES, "segmentBytesPositive",
			diagnostics, context);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateBuddySettings(BuddySettings buddySettings, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (!validate_NoCircularContainment(buddySettings, diagnostics, context)) return false;
		boolean result = validate_EveryMultiplicityConforms(buddySettings, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryDataValueConforms(buddySettings, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryReferenceIsContained(buddySettings, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryBidirectionalReferenceIsPaired(buddySettings, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryProxyResolves(buddySettings, diagnostics, context);
		if (result || diagnostics != null) result &= validate_UniqueID(buddySettings, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryKeyUnique(buddySettings, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryMapEntryUnique(buddySettings, diagnostics, context);
		if (result || diagnostics != null) result &= validateBuddySettings_buddyThresholdInRange(buddySettings, diagnostics, context);
		return result;
	}

	/**
	 * Validates the buddyThresholdInRange constraint of '<em>Buddy Settings</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateBuddySettings_buddyThresholdInRange(BuddySettings buddySettings, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return inRange(ParameterRanges.BUDDY_THRESHOLD, buddySettings.getBuddyThreshold(), buddySettings, SnapwearPackage.Literals.BUDDY_SETTINGS__BUDDY_THRESHOLD, "buddyThresholdInRange",
			diagnostics, context);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateClusterSettings(ClusterSettings clusterSettings, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (!validate_NoCircularContainment(clusterSettings, diagnostics, context)) return false;
		boolean result = validate_EveryMultiplicityConforms(clusterSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryDataValueConforms(clusterSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryReferenceIsContained(clusterSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryBidirectionalReferenceIsPaired(clusterSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryProxyResolves(clusterSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validate_UniqueID(clusterSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryKeyUnique(clusterSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryMapEntryUnique(clusterSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validateClusterSettings_processesRange(clusterSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validateClusterSettings_processesStepPositive(clusterSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validateClusterSettings_checkpointBytesPositive(clusterSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validateClusterSettings_ioRatePositive(clusterSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validateClusterSettings_fsBandwidthPositive(clusterSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validateClusterSettings_compressionCodecSet(clusterSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validateClusterSettings_compressionRatioPositive(clusterSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validateClusterSettings_compressionThroughputPositive(clusterSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validateClusterSettings_collectThroughputNonNegative(clusterSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validateClusterSettings_blockBytesPositive(clusterSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validateClusterSettings_queueLengthPositive(clusterSettings, diagnostics, context);
		return result;
	}

	/**
	 * Validates the processesRange constraint of '<em>Cluster Settings</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateClusterSettings_processesRange(ClusterSettings clusterSettings, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(clusterSettings.getProcessesMin() >= 1 && clusterSettings.getProcessesMax() >= clusterSettings.getProcessesMin(),
			Diagnostic.ERROR, clusterSettings, SnapwearPackage.Literals.CLUSTER_SETTINGS__PROCESSES_MIN, "processesRange",
			() -> "processes range must satisfy 1 <= min <= max (is " + clusterSettings.getProcessesMin() + ".." + clusterSettings.getProcessesMax() + ")",
			diagnostics, context);
	}

	/**
	 * Validates the processesStepPositive constraint of '<em>Cluster Settings</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateClusterSettings_processesStepPositive(ClusterSettings clusterSettings, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(clusterSettings.getProcessesStep() >= 1,
			Diagnostic.ERROR, clusterSettings, SnapwearPackage.Literals.CLUSTER_SETTINGS__PROCESSES_STEP, "processesStepPositive",
			() -> "processes step must be >= 1 (is " + clusterSettings.getProcessesStep() + ")",
			diagnostics, context);
	}

	/**
	 * Validates the checkpointBytesPositive constraint of '<em>Cluster Settings</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateClusterSettings_checkpointBytesPositive(ClusterSettings clusterSettings, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(clusterSettings.getCheckpointBytes() > 0,
			Diagnostic.ERROR, clusterSettings, SnapwearPackage.Literals.CLUSTER_SETTINGS__CHECKPOINT_BYTES, "checkpointBytesPositive",
			() -> "checkpoint size must be > 0 bytes (is " + clusterSettings.getCheckpointBytes() + ")",
			diagnostics, context);
	}

	/**
	 * Validates the ioRatePositive constraint of '<em>Cluster Settings</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateClusterSettings_ioRatePositive(ClusterSettings clusterSettings, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(clusterSettings.getIoRate() > 0,
			Diagnostic.ERROR, clusterSettings, SnapwearPackage.Literals.CLUSTER_SETTINGS__IO_RATE, "ioRatePositive",
			() -> "per-process I/O rate must be > 0 bytes/s (is " + clusterSettings.getIoRate() + ")",
			diagnostics, context);
	}

	/**
	 * Validates the fsBandwidthPositive constraint of '<em>Cluster Settings</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateClusterSettings_fsBandwidthPositive(ClusterSettings clusterSettings, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(clusterSettings.getFsBandwidth() > 0,
			Diagnostic.ERROR, clusterSettings, SnapwearPackage.Literals.CLUSTER_SETTINGS__FS_BANDWIDTH, "fsBandwidthPositive",
			() -> "file-system bandwidth must be > 0 bytes/s (is " + clusterSettings.getFsBandwidth() + ")",
			diagnostics, context);
	}

	/**
	 * Validates the compressionCodecSet constraint of '<em>Cluster Settings</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateClusterSettings_compressionCodecSet(ClusterSettings clusterSettings, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(clusterSettings.getCompressionSource() != CompressionSource.MEASURED || isSet(clusterSettings.getCompressionCodec()),
			Diagnostic.ERROR, clusterSettings, SnapwearPackage.Literals.CLUSTER_SETTINGS__COMPRESSION_CODEC, "compressionCodecSet",
			() -> "compression codec must be set when the compression source is measured",
			diagnostics, context);
	}

	/**
	 * Validates the compressionRatioPositive constraint of '<em>Cluster Settings</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateClusterSettings_compressionRatioPositive(ClusterSettings clusterSettings, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(clusterSettings.getCompressionRatio() > 0,
			Diagnostic.ERROR, clusterSettings, SnapwearPackage.Literals.CLUSTER_SETTINGS__COMPRESSION_RATIO, "compressionRatioPositive",
			() -> "compression ratio must be > 0 (is " + clusterSettings.getCompressionRatio() + ")",
			diagnostics, context);
	}

	/**
	 * Validates the compressionThroughputPositive constraint of '<em>Cluster Settings</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateClusterSettings_compressionThroughputPositive(ClusterSettings clusterSettings, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(clusterSettings.getCompressionThroughput() > 0,
			Diagnostic.ERROR, clusterSettings, SnapwearPackage.Literals.CLUSTER_SETTINGS__COMPRESSION_THROUGHPUT, "compressionThroughputPositive",
			() -> "compression throughput must be > 0 bytes/s (is " + clusterSettings.getCompressionThroughput() + ")",
			diagnostics, context);
	}

	/**
	 * Validates the collectThroughputNonNegative constraint of '<em>Cluster Settings</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateClusterSettings_collectThroughputNonNegative(ClusterSettings clusterSettings, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(clusterSettings.getCollectThroughput() >= 0,
			Diagnostic.ERROR, clusterSettings, SnapwearPackage.Literals.CLUSTER_SETTINGS__COLLECT_THROUGHPUT, "collectThroughputNonNegative",
			() -> "collection throughput must be >= 0 bytes/s, 0 = instantaneous (is " + clusterSettings.getCollectThroughput() + ")",
			diagnostics, context);
	}

	/**
	 * Validates the blockBytesPositive constraint of '<em>Cluster Settings</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateClusterSettings_blockBytesPositive(ClusterSettings clusterSettings, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(clusterSettings.getBlockBytes() > 0,
			Diagnostic.ERROR, clusterSettings, SnapwearPackage.Literals.CLUSTER_SETTINGS__BLOCK_BYTES, "blockBytesPositive",
			() -> "pipeline buffer size must be > 0 bytes (is " + clusterSettings.getBlockBytes() + ")",
			diagnostics, context);
	}

	/**
	 * Validates the queueLengthPositive constraint of '<em>Cluster Settings</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateClusterSettings_queueLengthPositive(ClusterSettings clusterSettings, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(clusterSettings.getQueueLength() >= 1,
			Diagnostic.ERROR, clusterSettings, SnapwearPackage.Literals.CLUSTER_SETTINGS__QUEUE_LENGTH, "queueLengthPositive",
			() -> "queue length must be >= 1 (is " + clusterSettings.getQueueLength() + ")",
			diagnostics, context);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateMetadataTraceSource(MetadataTraceSource metadataTraceSource, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (!validate_NoCircularContainment(metadataTraceSource, diagnostics, context)) return false;
		boolean result = validate_EveryMultiplicityConforms(metadataTraceSource, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryDataValueConforms(metadataTraceSource, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryReferenceIsContained(metadataTraceSource, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryBidirectionalReferenceIsPaired(metadataTraceSource, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryProxyResolves(metadataTraceSource, diagnostics, context);
		if (result || diagnostics != null) result &= validate_UniqueID(metadataTraceSource, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryKeyUnique(metadataTraceSource, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryMapEntryUnique(metadataTraceSource, diagnostics, context);
		if (result || diagnostics != null) result &= validateMetadataTraceSource_pathSet(metadataTraceSource, diagnostics, context);
		if (result || diagnostics != null) result &= validateMetadataTraceSource_recordSizeNonNegative(metadataTraceSource, diagnostics, context);
		return result;
	}

	/**
	 * Validates the pathSet constraint of '<em>Metadata Trace Source</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateMetadataTraceSource_pathSet(MetadataTraceSource metadataTraceSource, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(isSet(metadataTraceSource.getPath()),
			Diagnostic.ERROR, metadataTraceSource, SnapwearPackage.Literals.METADATA_TRACE_SOURCE__PATH, "pathSet",
			() -> "path must be set",
			diagnostics, context);
	}

	/**
	 * Validates the recordSizeNonNegative constraint of '<em>Metadata Trace Source</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateMetadataTraceSource_recordSizeNonNegative(MetadataTraceSource metadataTraceSource, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(metadataTraceSource.getRecordSize() >= 0,
			Diagnostic.ERROR, metadataTraceSource, SnapwearPackage.Literals.METADATA_TRACE_SOURCE__RECORD_SIZE, "recordSizeNonNegative",
			() -> "record size must be >= 0 bytes, 0 = size of the first record file (is " + metadataTraceSource.getRecordSize() + ")",
			diagnostics, context);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateAnalyses(Analyses analyses, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (!validate_NoCircularContainment(analyses, diagnostics, context)) return false;
		boolean result = validate_EveryMultiplicityConforms(analyses, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryDataValueConforms(analyses, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryReferenceIsContained(analyses, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryBidirectionalReferenceIsPaired(analyses, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryProxyResolves(analyses, diagnostics, context);
		if (result || diagnostics != null) result &= validate_UniqueID(analyses, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryKeyUnique(analyses, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryMapEntryUnique(analyses, diagnostics, context);
		if (result || diagnostics != null) result &= validateAnalyses_snapDisValuesPresent(analyses, diagnostics, context);
		if (result || diagnostics != null) result &= validateAnalyses_snapDisValuesAtLeastOne(analyses, diagnostics, context);
		if (result || diagnostics != null) result &= validateAnalyses_storageLimitPositive(analyses, diagnostics, context);
		return result;
	}

	/**
	 * Validates the snapDisValuesPresent constraint of '<em>Analyses</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateAnalyses_snapDisValuesPresent(Analyses analyses, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(!analyses.isSnapDisSweep() || !analyses.getSnapDisValues().isEmpty(),
			Diagnostic.ERROR, analyses, SnapwearPackage.Literals.ANALYSES__SNAP_DIS_VALUES, "snapDisValuesPresent",
			() -> "the snap_dis sweep needs at least one snap_dis value",
			diagnostics, context);
	}

	/**
	 * Validates the snapDisValuesAtLeastOne constraint of '<em>Analyses</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateAnalyses_snapDisValuesAtLeastOne(Analyses analyses, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(analyses.getSnapDisValues().stream().allMatch(v -> v >= 1),
			Diagnostic.ERROR, analyses, SnapwearPackage.Literals.ANALYSES__SNAP_DIS_VALUES, "snapDisValuesAtLeastOne",
			() -> "snap_dis values must be >= 1 (are " + analyses.getSnapDisValues() + ")",
			diagnostics, context);
	}

	/**
	 * Validates the storageLimitPositive constraint of '<em>Analyses</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateAnalyses_storageLimitPositive(Analyses analyses, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(analyses.getStorageLimit() > 0,
			Diagnostic.ERROR, analyses, SnapwearPackage.Literals.ANALYSES__STORAGE_LIMIT, "storageLimitPositive",
			() -> "storage limit must be > 0 raw snapshots (is " + analyses.getStorageLimit() + ")",
			diagnostics, context);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateModelKind(ModelKind modelKind, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return true;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateOptimizerKind(OptimizerKind optimizerKind, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return true;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateSnapshotDType(SnapshotDType snapshotDType, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return true;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateSchemeMode(SchemeMode schemeMode, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return true;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateOverProvisioningConvention(OverProvisioningConvention overProvisioningConvention, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return true;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateGcPolicy(GcPolicy gcPolicy, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return true;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateHostTiming(HostTiming hostTiming, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return true;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateWarmupLayout(WarmupLayout warmupLayout, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return true;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateSlcCodec(SlcCodec slcCodec, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return true;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateBuddyTarget(BuddyTarget buddyTarget, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return true;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateCompressionSource(CompressionSource compressionSource, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return true;
	}

	/**
	 * Returns the resource locator that will be used to fetch messages for this validator's diagnostics.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public ResourceLocator getResourceLocator() {
		// TODO
		// Specialize this to return a resource locator for messages specific to this validator.
		// Ensure that you remove @generated or mark it @generated NOT
		return super.getResourceLocator();
	}

	/**
	 * Smallest and largest parameter counts the training-run generator accepts.
	 * <!-- begin-user-doc -->
	 * Same limits as the trace engine's generator settings (which this bundle must not depend on).
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final long MIN_GENERATOR_PARAMETERS = ParameterRanges.GENERATOR_PARAMETERS.minLong(),
			MAX_GENERATOR_PARAMETERS = ParameterRanges.GENERATOR_PARAMETERS.maxLong();

	/**
	 * Largest minibatch of the training-run generator.
	 * @generated NOT
	 */
	public static final int MAX_GENERATOR_BATCH = (int) ParameterRanges.GENERATOR_BATCH.maxLong();

	/**
	 * Delta-region limits of the SLC page model: a 2-byte record header plus at least one byte, and a u16 length.
	 * @generated NOT
	 */
	public static final int MIN_DELTA_REGION = (int) ParameterRanges.SLC_DELTA_REGION.minLong(),
			MAX_DELTA_REGION = (int) ParameterRanges.SLC_DELTA_REGION.maxLong();

	/**
	 * Slack for sums of fractions typed in decimal (0.85 + 0.1 + 0.05 is 1.0000000000000002 in binary).
	 * @generated NOT
	 */
	public static final double FRACTION_TOLERANCE = 1e-9;

	/**
	 * Adds a diagnostic when {@code ok} is false. The message names the object ({@link #describe}) so that a user
	 * can find it in the study; the data carries the object, the offending feature and the constraint name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	protected boolean report(boolean ok, int severity, EObject object, EStructuralFeature feature, String constraint,
			Supplier<String> message, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (ok) {
			return true;
		}
		if (diagnostics != null) {
			diagnostics.add(new BasicDiagnostic(severity, DIAGNOSTIC_SOURCE, 0, describe(object) + ": " + message.get(),
					new Object[] { object, feature, constraint }));
		}
		// Warnings do not make the object invalid.
		return severity < Diagnostic.ERROR;
	}

	/**
	 * Adds an error when {@code value} is outside the shared range of its parameter ({@link ParameterRanges}, the
	 * table the headless commands check their options against as well).
	 * @generated NOT
	 */
	protected boolean inRange(ParameterRange range, double value, EObject object, EStructuralFeature feature,
			String constraint, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return report(range.contains(value), Diagnostic.ERROR, object, feature, constraint, () -> range.violation(value),
				diagnostics, context);
	}

	/**
	 * How a message names an object: its kind and, where it has one, its name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static String describe(EObject object) {
		if (object instanceof Study s) {
			return "study '" + s.getName() + "'";
		}
		if (object instanceof SequenceSource s) {
			return "sequence source '" + s.getName() + "'";
		}
		if (object instanceof GeneratorSource s) {
			return "generator source '" + s.getName() + "'";
		}
		if (object instanceof Scheme s) {
			return "scheme '" + s.getName() + "'";
		}
		if (object instanceof CodecParameter p) {
			return (p.eContainer() != null ? describe(p.eContainer()) + ", " : "")
					+ (isSet(p.getKey()) ? "codec parameter '" + p.getKey() + "'" : "a codec parameter without key");
		}
		if (object instanceof SsdSettings) {
			return "SSD";
		}
		if (object instanceof SlcSettings) {
			return "SLC pages";
		}
		if (object instanceof BuddySettings) {
			return "GPU buddy compression";
		}
		if (object instanceof ClusterSettings) {
			return "cluster";
		}
		if (object instanceof MetadataTraceSource) {
			return "metadata trace";
		}
		if (object instanceof Analyses) {
			return "analyses";
		}
		return object.eClass().getName();
	}

	/**
	 * @generated NOT
	 */
	private static boolean isSet(String text) {
		return text != null && !text.isBlank();
	}

	/**
	 * True for a number in [0, 1] (false for NaN).
	 * @generated NOT
	 */
	private static boolean isFraction(double value) {
		return value >= 0 && value <= 1;
	}

	/**
	 * Physical pages of the device, in long arithmetic so that an overflow of int is detected.
	 * @generated NOT
	 */
	private static long physicalPages(SsdSettings ssd) {
		return (long) ssd.getChannels() * ssd.getChipsPerChannel() * ssd.getBlocksPerChip() * ssd.getPagesPerBlock();
	}

	/**
	 * The first name that occurs twice (blank names are left to the nameSet constraints), or null.
	 * @generated NOT
	 */
	private static String firstDuplicate(List<String> names) {
		Set<String> seen = new HashSet<>();
		for (String n : names) {
			if (isSet(n) && !seen.add(n)) {
				return n;
			}
		}
		return null;
	}

	/**
	 * @generated NOT
	 */
	private static List<String> sourceNames(Study study) {
		List<String> names = new ArrayList<>();
		study.getSources().forEach(s -> names.add(s.getName()));
		return names;
	}

	/**
	 * @generated NOT
	 */
	private static List<String> schemeNames(Study study) {
		List<String> names = new ArrayList<>();
		study.getSchemes().forEach(s -> names.add(s.getName()));
		return names;
	}

	/**
	 * @generated NOT
	 */
	private static List<String> parameterKeys(Scheme scheme) {
		List<String> keys = new ArrayList<>();
		scheme.getParameters().forEach(p -> keys.add(p.getKey()));
		return keys;
	}

} //SnapwearValidator
