/**
 */
package org.snapwear.model.study.util;

import org.eclipse.emf.common.notify.Adapter;
import org.eclipse.emf.common.notify.Notifier;

import org.eclipse.emf.common.notify.impl.AdapterFactoryImpl;

import org.eclipse.emf.ecore.EObject;

import org.snapwear.model.study.*;

/**
 * <!-- begin-user-doc -->
 * The <b>Adapter Factory</b> for the model.
 * It provides an adapter <code>createXXX</code> method for each class of the model.
 * <!-- end-user-doc -->
 * @see org.snapwear.model.study.SnapwearPackage
 * @generated
 */
public class SnapwearAdapterFactory extends AdapterFactoryImpl {
	/**
	 * The cached model package.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected static SnapwearPackage modelPackage;

	/**
	 * Creates an instance of the adapter factory.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public SnapwearAdapterFactory() {
		if (modelPackage == null) {
			modelPackage = SnapwearPackage.eINSTANCE;
		}
	}

	/**
	 * Returns whether this factory is applicable for the type of the object.
	 * <!-- begin-user-doc -->
	 * This implementation returns <code>true</code> if the object is either the model's package or is an instance object of the model.
	 * <!-- end-user-doc -->
	 * @return whether this factory is applicable for the type of the object.
	 * @generated
	 */
	@Override
	public boolean isFactoryForType(Object object) {
		if (object == modelPackage) {
			return true;
		}
		if (object instanceof EObject) {
			return ((EObject)object).eClass().getEPackage() == modelPackage;
		}
		return false;
	}

	/**
	 * The switch that delegates to the <code>createXXX</code> methods.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected SnapwearSwitch<Adapter> modelSwitch =
		new SnapwearSwitch<Adapter>() {
			@Override
			public Adapter caseStudy(Study object) {
				return createStudyAdapter();
			}
			@Override
			public Adapter caseSnapshotSource(SnapshotSource object) {
				return createSnapshotSourceAdapter();
			}
			@Override
			public Adapter caseSequenceSource(SequenceSource object) {
				return createSequenceSourceAdapter();
			}
			@Override
			public Adapter caseGeneratorSource(GeneratorSource object) {
				return createGeneratorSourceAdapter();
			}
			@Override
			public Adapter caseScheme(Scheme object) {
				return createSchemeAdapter();
			}
			@Override
			public Adapter caseCodecParameter(CodecParameter object) {
				return createCodecParameterAdapter();
			}
			@Override
			public Adapter caseHardware(Hardware object) {
				return createHardwareAdapter();
			}
			@Override
			public Adapter caseSsdSettings(SsdSettings object) {
				return createSsdSettingsAdapter();
			}
			@Override
			public Adapter caseSlcSettings(SlcSettings object) {
				return createSlcSettingsAdapter();
			}
			@Override
			public Adapter caseBuddySettings(BuddySettings object) {
				return createBuddySettingsAdapter();
			}
			@Override
			public Adapter caseClusterSettings(ClusterSettings object) {
				return createClusterSettingsAdapter();
			}
			@Override
			public Adapter caseMetadataTraceSource(MetadataTraceSource object) {
				return createMetadataTraceSourceAdapter();
			}
			@Override
			public Adapter caseAnalyses(Analyses object) {
				return createAnalysesAdapter();
			}
			@Override
			public Adapter defaultCase(EObject object) {
				return createEObjectAdapter();
			}
		};

	/**
	 * Creates an adapter for the <code>target</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param target the object to adapt.
	 * @return the adapter for the <code>target</code>.
	 * @generated
	 */
	@Override
	public Adapter createAdapter(Notifier target) {
		return modelSwitch.doSwitch((EObject)target);
	}


	/**
	 * Creates a new adapter for an object of class '{@link org.snapwear.model.study.Study <em>Study</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.snapwear.model.study.Study
	 * @generated
	 */
	public Adapter createStudyAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.snapwear.model.study.SnapshotSource <em>Snapshot Source</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.snapwear.model.study.SnapshotSource
	 * @generated
	 */
	public Adapter createSnapshotSourceAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.snapwear.model.study.SequenceSource <em>Sequence Source</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.snapwear.model.study.SequenceSource
	 * @generated
	 */
	public Adapter createSequenceSourceAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.snapwear.model.study.GeneratorSource <em>Generator Source</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.snapwear.model.study.GeneratorSource
	 * @generated
	 */
	public Adapter createGeneratorSourceAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.snapwear.model.study.Scheme <em>Scheme</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.snapwear.model.study.Scheme
	 * @generated
	 */
	public Adapter createSchemeAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.snapwear.model.study.CodecParameter <em>Codec Parameter</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.snapwear.model.study.CodecParameter
	 * @generated
	 */
	public Adapter createCodecParameterAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.snapwear.model.study.Hardware <em>Hardware</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.snapwear.model.study.Hardware
	 * @generated
	 */
	public Adapter createHardwareAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.snapwear.model.study.SsdSettings <em>Ssd Settings</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.snapwear.model.study.SsdSettings
	 * @generated
	 */
	public Adapter createSsdSettingsAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.snapwear.model.study.SlcSettings <em>Slc Settings</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.snapwear.model.study.SlcSettings
	 * @generated
	 */
	public Adapter createSlcSettingsAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.snapwear.model.study.BuddySettings <em>Buddy Settings</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.snapwear.model.study.BuddySettings
	 * @generated
	 */
	public Adapter createBuddySettingsAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.snapwear.model.study.ClusterSettings <em>Cluster Settings</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.snapwear.model.study.ClusterSettings
	 * @generated
	 */
	public Adapter createClusterSettingsAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.snapwear.model.study.MetadataTraceSource <em>Metadata Trace Source</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.snapwear.model.study.MetadataTraceSource
	 * @generated
	 */
	public Adapter createMetadataTraceSourceAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.snapwear.model.study.Analyses <em>Analyses</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.snapwear.model.study.Analyses
	 * @generated
	 */
	public Adapter createAnalysesAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for the default case.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @generated
	 */
	public Adapter createEObjectAdapter() {
		return null;
	}

} //SnapwearAdapterFactory
